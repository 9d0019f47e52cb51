"""Every option and argument of every ``labcloud`` command says what it is in ``--help``."""

from __future__ import annotations

import argparse

from labcloud.cli import build_parser


def _undocumented(parser: argparse.ArgumentParser, path: str) -> list[str]:
    missing = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                missing += _undocumented(sub, f"{path} {name}")
            continue
        if isinstance(action, (argparse._HelpAction, argparse._VersionAction)):
            continue
        if action.help is None:
            missing.append(f"{path} {'/'.join(action.option_strings) or action.dest}")
    return missing


def test_every_option_has_help_text() -> None:
    assert _undocumented(build_parser(), "labcloud") == []
