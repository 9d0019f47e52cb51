"""Shared fixtures come from labcloud's pytest plugin (a real server process per session), which loads
itself through its ``pytest11`` entry point wherever labcloud is installed: nothing to list here."""

from __future__ import annotations

import re

import pytest

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
