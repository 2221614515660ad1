"""Which files of tests/programs are corpus programs (shared by the corpus scripts;
tests/conformance.rs applies the same rule)."""
from pathlib import Path

PROGRAMS = Path(__file__).resolve().parent.parent / "tests" / "programs"


def is_program(path):
    """Every .py file is a program, except that a directory holding a main.py is
    one program (a multi-file one) whose other files are its modules."""
    for d in path.parents:
        if d == PROGRAMS:
            return True
        if (d / "main.py").is_file() and d / "main.py" != path:
            return False
    return True


def all_programs():
    return sorted(p for p in PROGRAMS.rglob("*.py") if is_program(p))


def uses_scratch_dir(path):
    """Programs under io/ write files: each run gets a fresh, empty current
    directory (and is named by its absolute path)."""
    return path.relative_to(PROGRAMS).parts[0] == "io"


def working_dir(path, scratch):
    """The current directory and the program argument for running `path`;
    `scratch` is a fresh temporary directory, used when the program needs one."""
    if uses_scratch_dir(path):
        return scratch, str(path)
    return path.parent, path.name
