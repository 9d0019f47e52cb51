"""CloudWatch's recorder names its built-in rules and listeners by module (imported at first use): each
entry names a module and function that exist, with the event kinds that module reads."""

from __future__ import annotations

import pytest

from labcloud.services.cloudwatch.publishing.recorder import LISTENERS, RULES, publishing


@pytest.mark.parametrize(("prefix", "module", "name"), LISTENERS)
def test_each_listener_is_its_modules_function_for_the_kinds_it_reads(
    prefix: str, module: str, name: str
) -> None:
    found = publishing(module)
    assert callable(getattr(found, name))
    declared = [
        getattr(found, constant)
        for constant in ("PREFIX", "KIND", "SHARD_PREFIX")
        if hasattr(found, constant)
    ]
    declared += list(getattr(found, "PREFIXES", ()))
    if declared:
        assert prefix in declared


@pytest.mark.parametrize("service", sorted(RULES))
def test_each_rule_module_has_its_rule(service: str) -> None:
    found = publishing(RULES[service])
    assert callable(getattr(found, "rule" if service == "s3" else "observe"))
