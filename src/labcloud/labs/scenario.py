"""What a lab scenario is: its steps, how it provisions and removes its resources, and how it is checked."""

from __future__ import annotations

import urllib.parse
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Protocol

LANGUAGES = ("en", "ja", "pt")
#: What a scenario is in the track: a guided lab, a challenge (goals, not commands; hints on request)
#: or a project (several skills combined).
KINDS = ("lab", "challenge", "project")
#: The tracks labs belong to, in order, with their titles: the first on queues, retries and
#: duplicates; the second on the services that came later.
TRACKS: dict[int, dict[str, str]] = {
    1: {
        "en": "Track 1 — queues, retries and duplicates",
        "ja": "トラック 1 — キュー、リトライ、重複",
        "pt": "Trilha 1 — filas, novas tentativas e duplicatas",
    },
    2: {
        "en": "Track 2 — front doors, fan-out, sagas and schedules",
        "ja": "トラック 2 — 入口、ファンアウト、サガ、スケジュール",
        "pt": "Trilha 2 — portas de entrada, fan-out, sagas e agendamentos",
    },
}


def track_title(track: int, lang: str = "en") -> str:
    titles = TRACKS.get(track) or {"en": f"Track {track}"}
    return titles.get(lang) or titles["en"]


class Caller(Protocol):
    """What ``observe`` gets: AWS operations run inside labcloud, and a function's deployed zip."""

    async def __call__(self, service: str, operation: str, params: dict[str, Any]) -> dict[str, Any]: ...

    def function_zip(self, location: str) -> bytes | None:
        """The zip behind a GetFunction answer's ``Code.Location`` (None when it is not kept)."""
        ...


@dataclass(frozen=True, slots=True)
class Step:
    id: str
    #: Title per language code.
    titles: dict[str, str]
    #: Hints per language code, revealed one at a time by ``labcloud lab hint`` (mostly for challenges).
    hints: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles["en"]

    def hint_list(self, lang: str = "en") -> tuple[str, ...]:
        return self.hints.get(lang) or self.hints.get("en", ())


@dataclass(frozen=True, slots=True)
class StepResult:
    id: str
    title: str
    #: ``passed``, ``failed`` or ``pending`` (nothing done for this step yet).
    status: str
    reason: str = ""
    #: The id or business key the reason talks about: the report links to its trace (the view's trace page).
    trace_key: str = ""

    def as_dict(self) -> dict[str, str]:
        shown = {"id": self.id, "title": self.title, "status": self.status, "reason": self.reason}
        if self.trace_key:
            shown["trace"] = "/_labcloud/view/trace?key=" + urllib.parse.quote(self.trace_key, safe="")
        return shown


@dataclass(frozen=True, slots=True)
class Scenario:
    name: str
    titles: dict[str, str]
    steps: tuple[Step, ...]
    #: The package holding ``instructions/<lang>.md``.
    package: str
    #: ``provision(clients) -> baseline`` creates the starting resources (boto3 clients by service name).
    provision: Callable[[Callable[[str], Any]], dict[str, Any]]
    #: ``deprovision(clients)`` removes everything the lab and the learner created.
    deprovision: Callable[[Callable[[str], Any]], None]
    #: ``check(evidence) -> list[StepResult]``.
    check: Callable[[Any], list[StepResult]]
    #: ``await observe(call)`` reads the current state the checks need; ``call(service, operation,
    #: params)`` runs an AWS operation inside labcloud (see :mod:`labcloud.labs.checker`).
    observe: Callable[[Caller], Awaitable[dict[str, Any]]]
    #: ``lab``, ``challenge`` or ``project`` (see :data:`KINDS`).
    kind: str = "lab"
    #: Position in the track (``labcloud lab list`` sorts by it).
    order: int = 100
    #: The track the lab belongs to (a key of :data:`TRACKS`); every lab of track 1 orders before track 2.
    track: int = 1
    #: Names of the labs this one builds on (starting it without them warns, never refuses).
    prerequisites: tuple[str, ...] = ()
    #: What the learner takes away, per language; printed when every step has passed.
    wrapup: dict[str, str] = field(default_factory=dict)
    #: Event kinds the checks read besides :data:`labcloud.labs.checker.KINDS`.
    event_kinds: tuple[str, ...] = ()
    #: Files ``lab start`` puts into the learner's working folder: file name → resource under ``package``.
    files: dict[str, str] = field(default_factory=dict)

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles["en"]

    def step(self, key: str) -> Step | None:
        """A step by id or by 1-based number."""
        for number, step in enumerate(self.steps, 1):
            if key in (step.id, str(number)):
                return step
        return None

    def instructions(self, lang: str = "en") -> str:
        if lang not in LANGUAGES:
            raise ValueError(f"no instructions in {lang!r}; choose one of {', '.join(LANGUAGES)}")
        node = resources.files(self.package).joinpath("instructions").joinpath(f"{lang}.md")
        return node.read_text(encoding="utf-8")

    def file_bytes(self, resource: str) -> bytes:
        return resources.files(self.package).joinpath(resource).read_bytes()

    def wrapup_text(self, lang: str = "en") -> str:
        return self.wrapup.get(lang) or self.wrapup.get("en", "")

    def summary(self, lang: str = "en") -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title(lang),
            "kind": self.kind,
            "order": self.order,
            "track": self.track,
            "track_title": track_title(self.track, lang),
            "prerequisites": list(self.prerequisites),
            "steps": [{"id": s.id, "title": s.title(lang)} for s in self.steps],
        }
