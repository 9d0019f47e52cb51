"""What the ``pytest11`` entry point loads: the plugin's fixtures, re-exported from a module of its own.

A module of its own, so that a conftest that still lists ``labcloud.testing.pytest_plugin`` in
``pytest_plugins`` (as the docs once said) registers that module alongside this one instead of failing
with "Plugin already registered under a different name".
"""

from labcloud.testing.pytest_plugin import (
    labcloud,
    labcloud_client,
    labcloud_clock,
    labcloud_in_process,
    labcloud_server,
    labcloud_state,
)

__all__ = [
    "labcloud",
    "labcloud_client",
    "labcloud_clock",
    "labcloud_in_process",
    "labcloud_server",
    "labcloud_state",
]
