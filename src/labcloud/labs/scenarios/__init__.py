"""The registry of lab scenarios: found, not listed.

Every subpackage of this package that defines ``SCENARIO`` is a lab, and so is every object an
installed distribution announces under the ``labcloud.labs`` entry-point group. Adding a lab is
adding a folder (or a package with an entry point); nothing in the core names it. The track's
order is each scenario's ``order``.
"""

from __future__ import annotations

import functools
import importlib
import logging
import pkgutil
from collections.abc import Collection
from importlib import metadata

from labcloud.labs.scenario import KINDS, LANGUAGES, Scenario

log = logging.getLogger("labcloud.labs")

ENTRY_POINT_GROUP = "labcloud.labs"


def _validated(scenario: object, origin: str) -> Scenario:
    if not isinstance(scenario, Scenario):
        raise TypeError(f"{origin}: SCENARIO is not a labcloud.labs.scenario.Scenario")
    if scenario.kind not in KINDS:
        raise ValueError(f"{origin}: kind {scenario.kind!r} is not one of {', '.join(KINDS)}")
    missing = [lang for lang in LANGUAGES if lang not in scenario.titles]
    if missing:
        raise ValueError(f"{origin}: no title in {', '.join(missing)}")
    return scenario


@functools.cache
def _discover() -> tuple[Scenario, ...]:
    found: dict[str, Scenario] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        scenario = getattr(module, "SCENARIO", None)
        if scenario is not None:
            checked = _validated(scenario, module.__name__)
            found[checked.name] = checked
    for entry in metadata.entry_points(group=ENTRY_POINT_GROUP):
        try:
            checked = _validated(entry.load(), f"entry point {entry.name}")
        except Exception as error:  # noqa: BLE001 - a broken third-party lab must not break the others
            log.warning("skipping lab %s: %s", entry.name, error)
            continue
        found.setdefault(checked.name, checked)
    return tuple(sorted(found.values(), key=lambda s: (s.order, s.name)))


def all_scenarios() -> dict[str, Scenario]:
    """Every lab, in track order."""
    return {scenario.name: scenario for scenario in _discover()}


def get(name: str) -> Scenario:
    scenarios = all_scenarios()
    if name not in scenarios:
        raise KeyError(f"no lab named {name!r}; available: {', '.join(sorted(scenarios))}")
    return scenarios[name]


def following(name: str, passed: Collection[str] = ()) -> tuple[Scenario, bool] | None:
    """The lab to suggest after ``name``: the first one after it in the track not passed yet, else the
    first not passed before it (then the flag is True); None when every other lab is passed."""
    ordered = list(_discover())
    names = [scenario.name for scenario in ordered]
    here = names.index(name) if name in names else len(ordered)
    for scenario in ordered[here + 1 :]:
        if scenario.name not in passed:
            return scenario, False
    for scenario in ordered[:here]:
        if scenario.name not in passed:
            return scenario, True
    return None
