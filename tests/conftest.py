"""Shared fixtures: the labcloud pytest plugin (a real server process per session)."""

pytest_plugins = ["labcloud.testing.pytest_plugin"]
