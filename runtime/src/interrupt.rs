//! Ctrl-C. The command line installs a SIGINT handler that only sets a flag; running
//! Python code polls the flag and raises KeyboardInterrupt where it polls: the
//! interpreter at loop back-edges and calls, compiled code at loop back-edges (it
//! reads the flag at [`flag_address`]). A program that does not catch it dies by
//! SIGINT after its traceback, as CPython's does.

use crate::error::{ExcKind, PyErr, PyResult};
use std::sync::atomic::{AtomicBool, Ordering};

static PENDING: AtomicBool = AtomicBool::new(false);

extern "C" fn on_sigint(_signal: libc::c_int) {
    PENDING.store(true, Ordering::Relaxed);
}

/// Makes SIGINT set the flag instead of killing the process.
pub fn install() {
    // SAFETY: the handler only stores to an atomic, which is async-signal-safe; the
    // sigaction structure is zeroed (no flags, empty mask) before use.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_sigint as *const () as libc::sighandler_t;
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
    }
}

/// Where compiled code reads whether a SIGINT is pending (a byte, nonzero when set).
pub fn flag_address() -> *const u8 {
    PENDING.as_ptr() as *const u8
}

/// Whether a SIGINT arrived that no poll has raised yet.
#[inline]
pub fn pending() -> bool {
    PENDING.load(Ordering::Relaxed)
}

/// Raises KeyboardInterrupt when a SIGINT is pending (and clears it).
#[inline]
pub fn poll() -> PyResult<()> {
    if pending() && PENDING.swap(false, Ordering::Relaxed) {
        return Err(PyErr::new(ExcKind::KeyboardInterrupt, ""));
    }
    Ok(())
}

/// The KeyboardInterrupt of a SIGINT that [`pending`] (or compiled code reading the
/// flag) saw; clears the flag.
pub fn take() -> Box<PyErr> {
    PENDING.store(false, Ordering::Relaxed);
    PyErr::new(ExcKind::KeyboardInterrupt, "")
}

/// Ends the process as an uncaught KeyboardInterrupt ends CPython's: killed by
/// SIGINT (a shell reports status 130).
pub fn die_by_sigint() -> ! {
    // SAFETY: restoring the default action and raising the signal only affect this
    // process, which is meant to end here.
    unsafe {
        libc::signal(libc::SIGINT, libc::SIG_DFL);
        libc::raise(libc::SIGINT);
    }
    std::process::exit(130)
}
