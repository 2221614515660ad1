# Incremental constraint solving: constraint classes with strengths, planning by marks, propagation.
N = 3

FORWARD = 1
BACKWARD = -1
UNDECIDED = 0


class Strength:
    def __init__(self, level, name):
        self.level = level
        self.name = name

    def stronger(self, other):
        return self.level < other.level
    def weaker(self, other):
        return self.level > other.level


REQUIRED = Strength(0, "required")
STRONG_PREFERRED = Strength(1, "strongPreferred")
PREFERRED = Strength(2, "preferred")
STRONG_DEFAULT = Strength(3, "strongDefault")
NORMAL = Strength(4, "normal")
WEAK_DEFAULT = Strength(5, "weakDefault")
WEAKEST = Strength(6, "weakest")
STRENGTHS = [REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST]


class Variable:
    def __init__(self, name, value):
        self.name = name
        self.value = value
        self.constraints = []
        self.determined_by = None
        self.walk_strength = WEAKEST
        self.stay = True
        self.mark = 0

    def attach(self, c):
        self.constraints.append(c)

    def detach(self, c):
        self.constraints.remove(c)
        if self.determined_by is c:
            self.determined_by = None


class Constraint:
    def __init__(self, strength):
        self.strength = strength

    def link_graph(self):
        for v in self.ends():
            v.attach(self)
        self.mark_unsatisfied()

    def unlink_graph(self):
        for v in self.ends():
            v.detach(self)
        self.mark_unsatisfied()

    def install(self, planner):
        self.link_graph()
        planner.incremental_add(self)

    def uninstall(self, planner):
        if self.is_satisfied():
            planner.incremental_remove(self)
        else:
            self.unlink_graph()

    def satisfy(self, mark, planner):
        self.choose_method(mark)
        if not self.is_satisfied():
            if self.strength is REQUIRED:
                raise ValueError("required constraint left unsatisfied")
            return None
        self.mark_inputs(mark)
        out = self.output()
        displaced = out.determined_by
        if displaced is not None:
            displaced.mark_unsatisfied()
        out.determined_by = self
        if not planner.propagate_from(self, mark):
            raise ValueError("cycle in the constraint graph")
        out.mark = mark
        return displaced

    def is_input(self):
        return False


class UnaryConstraint(Constraint):
    def __init__(self, var, strength, planner):
        super().__init__(strength)
        self.var = var
        self.install(planner)

    def choose_method(self, mark):
        v = self.var
        self.satisfied = v.mark != mark and self.strength.stronger(v.walk_strength)

    def ends(self):
        return [self.var]
    def is_satisfied(self):
        return self.satisfied
    def mark_inputs(self, mark):
        pass
    def output(self):
        return self.var
    def inputs_known(self, mark):
        return True
    def mark_unsatisfied(self):
        self.satisfied = False

    def recalculate(self):
        v = self.var
        v.walk_strength = self.strength
        v.stay = not self.is_input()
        if v.stay:
            self.execute()

    def execute(self):
        pass


class StayConstraint(UnaryConstraint):
    pass


class EditConstraint(UnaryConstraint):
    def is_input(self):
        return True


class BinaryConstraint(Constraint):
    def __init__(self, a, b, strength, planner):
        super().__init__(strength)
        self.a = a
        self.b = b
        self.install(planner)

    def choose_method(self, mark):
        a = self.a
        b = self.b
        # Write the end not yet marked (else the weaker one) if this constraint beats it.
        if a.mark == mark:
            forward = True
        elif b.mark == mark:
            forward = False
        else:
            forward = not a.walk_strength.weaker(b.walk_strength)
        out = b if forward else a
        if out.mark != mark and self.strength.stronger(out.walk_strength):
            self.direction = FORWARD if forward else BACKWARD
        else:
            self.direction = UNDECIDED

    def ends(self):
        return [self.a, self.b]
    def is_satisfied(self):
        return self.direction != UNDECIDED
    def mark_inputs(self, mark):
        self.input().mark = mark
    def input(self):
        return self.a if self.direction == FORWARD else self.b
    def output(self):
        return self.b if self.direction == FORWARD else self.a
    def mark_unsatisfied(self):
        self.direction = UNDECIDED
    def input_stays(self, i):
        return i.stay

    def inputs_known(self, mark):
        i = self.input()
        return i.mark == mark or i.stay or i.determined_by is None

    def recalculate(self):
        i = self.input()
        out = self.output()
        s = self.strength
        out.walk_strength = s if s.weaker(i.walk_strength) else i.walk_strength
        out.stay = self.input_stays(i)
        if out.stay:
            self.execute()


class EqualityConstraint(BinaryConstraint):
    def execute(self):
        self.output().value = self.input().value


class OffsetConstraint(BinaryConstraint):  # b = a + delta, for a fixed delta
    def __init__(self, a, b, delta, strength, planner):
        self.delta = delta
        super().__init__(a, b, strength, planner)

    def execute(self):
        if self.direction == FORWARD:
            self.b.value = self.a.value + self.delta
        else:
            self.a.value = self.b.value - self.delta


class ScaleConstraint(BinaryConstraint):  # b = a * scale + offset, all variables
    def __init__(self, a, scale, offset, b, strength, planner):
        self.scale = scale
        self.offset = offset
        super().__init__(a, b, strength, planner)

    def ends(self):
        return [self.a, self.b, self.scale, self.offset]

    def mark_inputs(self, mark):
        super().mark_inputs(mark)
        self.scale.mark = mark
        self.offset.mark = mark

    def execute(self):
        if self.direction == FORWARD:
            self.b.value = self.a.value * self.scale.value + self.offset.value
        else:
            self.a.value = (self.b.value - self.offset.value) // self.scale.value

    def input_stays(self, i):
        return i.stay and self.scale.stay and self.offset.stay


class Plan:
    def __init__(self):
        self.steps = []

    def execute(self):
        for c in self.steps:
            c.execute()


class Planner:
    def __init__(self):
        self.mark = 0
        self.plans = 0

    def new_mark(self):
        self.mark += 1
        return self.mark

    def incremental_add(self, c):
        mark = self.new_mark()
        displaced = c.satisfy(mark, self)
        while displaced is not None:
            displaced = displaced.satisfy(mark, self)

    def incremental_remove(self, c):
        out = c.output()
        c.mark_unsatisfied()
        c.unlink_graph()
        unsatisfied = self.remove_propagate_from(out)
        for strength in STRENGTHS[:-1]:
            for u in unsatisfied:
                if u.strength is strength:
                    self.incremental_add(u)

    def propagate_from(self, c, mark):
        todo = [c]
        i = 0
        while i < len(todo):
            d = todo[i]
            i += 1
            if d.output().mark == mark:
                self.incremental_remove(c)
                return False
            d.recalculate()
            self.consumers_of(d.output(), todo)
        return True

    def remove_propagate_from(self, out):
        out.determined_by = None
        out.walk_strength = WEAKEST
        out.stay = True
        unsatisfied = []
        todo = [out]
        while todo:
            v = todo.pop()
            determining = v.determined_by
            for c in v.constraints:
                if not c.is_satisfied():
                    unsatisfied.append(c)
                elif c is not determining:
                    c.recalculate()
                    todo.append(c.output())
        return unsatisfied

    def consumers_of(self, v, into):
        determining = v.determined_by
        for c in v.constraints:
            if c is not determining and c.is_satisfied():
                into.append(c)

    def make_plan(self, todo):
        mark = self.new_mark()
        plan = Plan()
        i = 0
        while i < len(todo):
            c = todo[i]
            i += 1
            out = c.output()
            if out.mark != mark and c.inputs_known(mark):
                plan.steps.append(c)
                out.mark = mark
                self.consumers_of(out, todo)
        self.plans += 1
        return plan

    def plan_for(self, constraints):
        return self.make_plan([c for c in constraints if c.is_input() and c.is_satisfied()])


def set_value(planner, var, value, repeats):
    edit = EditConstraint(var, PREFERRED, planner)
    plan = planner.plan_for([edit])
    for _ in range(repeats):
        var.value = value
        plan.execute()
    edit.uninstall(planner)
    return len(plan.steps)


def chain_test(n):
    planner = Planner()
    vs = [Variable("v" + str(i), 0) for i in range(n + 1)]
    for i in range(n):
        EqualityConstraint(vs[i], vs[i + 1], REQUIRED, planner)
    StayConstraint(vs[n], STRONG_DEFAULT, planner)
    edit = EditConstraint(vs[0], PREFERRED, planner)
    plan = planner.plan_for([edit])
    errors = 0
    for i in range(100):
        vs[0].value = i
        plan.execute()
        errors += vs[n].value != i
    edit.uninstall(planner)
    return errors * 1000000 + len(plan.steps) + vs[n].value


def projection_test(n):
    planner = Planner()
    scale = Variable("scale", 10)
    offset = Variable("offset", 1000)
    dests = []
    for i in range(n):
        src = Variable("src" + str(i), i)
        dst = Variable("dst" + str(i), i)
        dests.append(dst)
        StayConstraint(src, NORMAL, planner)
        ScaleConstraint(src, scale, offset, dst, REQUIRED, planner)
    total = set_value(planner, src, 17, 10)
    errors = dst.value != 1170
    total += set_value(planner, dst, 1050, 10)
    errors += src.value != 5
    total += set_value(planner, scale, 5, 10)
    errors += sum([1 for i in range(n - 1) if dests[i].value != i * 5 + 1000])
    total += set_value(planner, offset, 2000, 10)
    errors += sum([1 for i in range(n - 1) if dests[i].value != i * 5 + 2000])
    return errors * 1000000 + total


def rewire_test(n):
    """An offset ladder whose rungs are cut and rejoined: incremental removal."""
    planner = Planner()
    vs = [Variable("r" + str(i), 0) for i in range(n)]
    for v in vs:
        StayConstraint(v, WEAK_DEFAULT, planner)
    rungs = [OffsetConstraint(vs[i], vs[i + 1], i % 3 + 1, STRONG_DEFAULT, planner)
             for i in range(n - 1)]
    checksum = set_value(planner, vs[0], 7, 3) + vs[n - 1].value
    cut = n // 3
    while cut < n - 1:
        rungs[cut].uninstall(planner)
        checksum += set_value(planner, vs[0], cut, 2) * 3 + vs[n - 1].value
        rungs[cut] = EqualityConstraint(vs[cut], vs[cut + 1], NORMAL, planner)
        checksum += set_value(planner, vs[0], cut + 1, 2) * 5 + vs[n - 1].value
        cut += n // 4
    checksum += set_value(planner, vs[n - 1], 1000, 2)
    for v in vs:
        checksum = (checksum * 17 + v.value) % 1000000007
    return checksum + planner.plans


def run(n):
    chains = projections = rewires = 0
    for i in range(n):
        chains += chain_test(100 + i % 5)
        projections += projection_test(100 + i % 3)
        rewires += rewire_test(40 + i % 7)
    return f"chain={chains} projection={projections} rewire={rewires}"


if __name__ == "__main__":
    print(run(N))
