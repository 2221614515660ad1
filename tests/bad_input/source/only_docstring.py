"""A module docstring only."""
