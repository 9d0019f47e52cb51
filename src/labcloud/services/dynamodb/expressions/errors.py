"""The ValidationException an expression problem becomes, labelled with the expression kind."""

from __future__ import annotations

from labcloud.errors import AwsError


class ExpressionError(AwsError):
    """A ValidationException raised while compiling an expression.

    ``detail`` is the message without the ``Invalid <Kind>Expression:`` prefix, so the same check
    can be worded for whichever expression it is found in.
    """

    def __init__(self, label: str | None, detail: str) -> None:
        message = f"Invalid {label}: {detail}" if label else detail
        super().__init__("ValidationException", message, status=400)
        self.label = label
        self.detail = detail


def invalid(label: str | None, detail: str) -> ExpressionError:
    return ExpressionError(label, detail)


def plain(message: str) -> ExpressionError:
    """A ValidationException whose message has no ``Invalid ...:`` prefix."""
    return ExpressionError(None, message)
