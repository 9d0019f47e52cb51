"""The registry of lab scenarios, by name."""

from __future__ import annotations

from labcloud.labs.scenario import Scenario


def all_scenarios() -> dict[str, Scenario]:
    from labcloud.labs.scenarios import idempotent_consumer

    found = [idempotent_consumer.SCENARIO]
    return {scenario.name: scenario for scenario in found}


def get(name: str) -> Scenario:
    scenarios = all_scenarios()
    if name not in scenarios:
        raise KeyError(f"no lab named {name!r}; available: {', '.join(sorted(scenarios))}")
    return scenarios[name]
