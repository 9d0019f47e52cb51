"""Shared fixtures come from labcloud's pytest plugin (a real server process per session), which loads
itself through its ``pytest11`` entry point wherever labcloud is installed: nothing to list here."""

from __future__ import annotations

import os
import re

import pytest

from labcloud.bytecode import keep_bytecode_cached

#: With ``PYTHONDONTWRITEBYTECODE`` set (this machine and CI's), every pytest worker compiled each labcloud
#: module it imported again, and assertion-rewrote it first (pytest rewrites every module of a distribution
#: with a ``pytest11`` entry point, and labcloud has one): ~30 s of a 90 s test_service_shape run. The
#: bytecode goes to labcloud's per-user cache instead, as ``labcloud up`` does, nothing beside the sources.
keep_bytecode_cached()

#: The ``aws`` CLIs (v1 and v2) and ``labcloud`` the tests run, run warm: the same scripts, started from a
#: process that has already imported their modules (labcloud.testing.warm_cli; ``LABCLOUD_WARM_CLI=0``
#: runs each cold). Their imports were most of the labs' CPU (docs/testing.md).
os.environ.setdefault("LABCLOUD_WARM_CLI", "1")

#: And so do the servers the tests start (``LabcloudProcess``): each is forked from a process per pytest worker
#: that has already imported labcloud and loaded its models (labcloud.testing.warm_server; ``LABCLOUD_WARM_SERVER=0``
#: starts each cold). A cold start spent ~1.1 s of CPU, a forked one ~0.25 s.
os.environ.setdefault("LABCLOUD_WARM_SERVER", "1")

#: Test files that take minutes (real Terraform, CDK and SAM CLIs, labs run verbatim with two CLIs, the
#: SDK matrix). pytest-xdist hands whole files (``--dist loadfile``) to workers in collection order, so
#: these start first: left to the alphabet, several of them began last and ran one after another while
#: the other workers sat idle.
_SLOW = re.compile(r"terraform|/acceptance/|_cdk\.py|_sam_cli\.py|_sam_deploy_cli\.py|/clients/|/fuzz/")


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    items.sort(
        key=lambda item: 0 if _SLOW.search(item.nodeid.split("::", 1)[0]) else 1
    )  # stable: file order kept


#: Seconds each test file took (setup, call and teardown of its tests, summed on the controller, so xdist's
#: workers report too): the slowest files are printed at the end of a run, where CI's log keeps them.
_FILE_SECONDS: dict[str, float] = {}
_SLOWEST_FILES_SHOWN = 25


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    path = report.nodeid.split("::", 1)[0]
    _FILE_SECONDS[path] = _FILE_SECONDS.get(path, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if len(_FILE_SECONDS) < 2:
        return
    slowest = sorted(_FILE_SECONDS.items(), key=lambda pair: pair[1], reverse=True)[:_SLOWEST_FILES_SHOWN]
    terminalreporter.section("slowest test files (seconds, all their tests)")
    for path, seconds in slowest:
        terminalreporter.write_line(f"{seconds:8.1f}  {path}")
