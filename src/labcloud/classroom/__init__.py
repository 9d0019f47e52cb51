"""Classroom mode (docs/classroom.md): one server, one isolated account per learner, their lab progress."""
