"""Fixtures for prove and fault tests (defined in prove_helpers.py, importable by name from the tests)."""

from prove_helpers import consumer, role_arn  # noqa: F401 - fixtures pytest finds here
