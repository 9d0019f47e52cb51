"""CloudFormation's error codes, as the service words them."""

from __future__ import annotations

from labcloud.errors import AwsError


def validation(message: str) -> AwsError:
    """``ValidationError`` (400): bad templates, bad parameters, missing stacks."""
    return AwsError("ValidationError", message, status=400)


def template_format(message: str) -> AwsError:
    return validation(f"Template format error: {message}")


def stack_missing(name: str) -> AwsError:
    return validation(f"Stack with id {name} does not exist")


class TemplateError(Exception):
    """A template problem found while resolving values (reported as a resource failure or ValidationError)."""
