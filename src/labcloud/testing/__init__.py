"""Helpers for testing code against a real labcloud: a server process and a pytest plugin."""
