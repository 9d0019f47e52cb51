"""Development-time generators (run by hand, their output checked in; tests check it is current)."""
