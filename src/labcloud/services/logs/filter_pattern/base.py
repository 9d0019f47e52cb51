"""The compiled-pattern interface every pattern form implements."""

from __future__ import annotations

from abc import ABC, abstractmethod


class FilterPattern(ABC):
    """A parsed filter pattern; ``matches`` decides one log event message."""

    #: One of ``"all"``, ``"terms"``, ``"regex"``, ``"json"``, ``"delimited"``.
    kind: str = ""

    def __init__(self, text: str) -> None:
        self.text = text

    @abstractmethod
    def matches(self, message: str) -> bool:
        """Whether the event whose message is ``message`` is selected by this pattern."""

    def extracted_values(self, message: str) -> dict[str, str]:
        """Fields a matching event yields (``TestMetricFilter``'s ``extractedValues``).

        Only space-delimited patterns extract fields; every other form returns ``{}``.
        """
        return {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"


class MatchAll(FilterPattern):
    """The empty pattern: every event matches."""

    kind = "all"

    def matches(self, message: str) -> bool:
        return True
