"""The errors a state machine raises and catches: a name (``States.Timeout``, ``Lambda.Unknown``...) and a cause."""

from __future__ import annotations


class StatesError(Exception):
    """An error inside an execution, matched by Retry/Catch ``ErrorEquals``."""

    def __init__(self, error: str, cause: str = "") -> None:
        super().__init__(f"{error}: {cause}")
        self.error = error
        self.cause = cause


def runtime(cause: str) -> StatesError:
    return StatesError("States.Runtime", cause)


def intrinsic_failure(cause: str) -> StatesError:
    return StatesError("States.IntrinsicFailure", cause)
