"""Shared fixtures come from labcloud's pytest plugin (a real server process per session), which loads
itself through its ``pytest11`` entry point wherever labcloud is installed: nothing to list here."""
