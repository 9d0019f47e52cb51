"""What a lab scenario is: its steps, how it provisions and removes its resources, and how it is checked."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

LANGUAGES = ("en", "ja", "pt")

Caller = Callable[[str, str, dict[str, Any]], Awaitable[dict[str, Any]]]


@dataclass(frozen=True, slots=True)
class Step:
    id: str
    #: Title per language code.
    titles: dict[str, str]

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles["en"]


@dataclass(frozen=True, slots=True)
class StepResult:
    id: str
    title: str
    #: ``passed``, ``failed`` or ``pending`` (nothing done for this step yet).
    status: str
    reason: str = ""

    def as_dict(self) -> dict[str, str]:
        return {"id": self.id, "title": self.title, "status": self.status, "reason": self.reason}


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
        node = resources.files(self.package).joinpath("instructions", f"{lang}.md")
        return node.read_text(encoding="utf-8")

    def summary(self, lang: str = "en") -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title(lang),
            "steps": [{"id": s.id, "title": s.title(lang)} for s in self.steps],
        }
