//! Where one compile's time goes, phase by phase (HIR build, each pass, code
//! generation), for `--jit-stats`.

use std::time::{Duration, Instant};

/// The time each phase of one compile took, in the order the phases first ran. A
/// phase that runs more than once (`simplify` does) adds up under its one name.
#[derive(Clone, Debug)]
pub struct PhaseTimes {
    laps: Vec<(&'static str, Duration)>,
    since: Instant,
}

impl Default for PhaseTimes {
    fn default() -> Self {
        PhaseTimes::start()
    }
}

impl PhaseTimes {
    /// Starts timing: the first lap runs from now.
    pub fn start() -> PhaseTimes {
        PhaseTimes { laps: Vec::new(), since: Instant::now() }
    }

    /// Ends phase `name` now: the time since the previous lap (or the start) is its.
    pub fn lap(&mut self, name: &'static str) {
        let now = Instant::now();
        self.add(name, now - self.since);
        self.since = now;
    }

    /// Starts the next lap now: the time since the last one (a wait) is no phase's.
    pub fn restart_lap(&mut self) {
        self.since = Instant::now();
    }

    /// Adds `time` to phase `name`.
    pub fn add(&mut self, name: &'static str, time: Duration) {
        match self.laps.iter_mut().find(|(phase, _)| *phase == name) {
            Some((_, total)) => *total += time,
            None => self.laps.push((name, time)),
        }
    }

    /// Adds every phase of `other` to this one's.
    pub fn add_all(&mut self, other: &PhaseTimes) {
        for &(name, time) in &other.laps {
            self.add(name, time);
        }
    }

    /// Each phase's time, in the order the phases first ran.
    pub fn laps(&self) -> &[(&'static str, Duration)] {
        &self.laps
    }

    /// The time of all phases.
    pub fn total(&self) -> Duration {
        self.laps.iter().map(|&(_, time)| time).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::PhaseTimes;
    use std::time::Duration;

    #[test]
    fn a_phase_run_twice_adds_up_under_its_first_place() {
        let mut times = PhaseTimes::start();
        times.add("build", Duration::from_micros(5));
        times.add("simplify", Duration::from_micros(2));
        times.add("lower", Duration::from_micros(1));
        times.add("simplify", Duration::from_micros(3));
        let laps: Vec<_> = times.laps().iter().map(|&(name, t)| (name, t.as_micros())).collect();
        assert_eq!(laps, [("build", 5), ("simplify", 5), ("lower", 1)]);
        assert_eq!(times.total(), Duration::from_micros(11));
        let mut sum = PhaseTimes::start();
        sum.add("lower", Duration::from_micros(4));
        sum.add_all(&times);
        let names: Vec<_> = sum.laps().iter().map(|&(name, _)| name).collect();
        assert_eq!(names, ["lower", "build", "simplify"]);
        assert_eq!(sum.total(), Duration::from_micros(15));
    }
}
