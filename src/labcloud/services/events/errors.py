"""EventBridge's error codes and AWS's wording for them."""

from __future__ import annotations

from labcloud.errors import AwsError


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=400)


def bus_not_found(name: str) -> AwsError:
    return not_found(f"Event bus {name} does not exist.")


def rule_not_found(rule: str, bus: str) -> AwsError:
    return not_found(f"Rule {rule} does not exist on EventBus {bus}.")


def already_exists(message: str) -> AwsError:
    return AwsError("ResourceAlreadyExistsException", message, status=400)


def invalid_pattern(reason: str) -> AwsError:
    return AwsError(
        "InvalidEventPatternException", f"Event pattern is not valid. Reason: {reason}", status=400
    )


def limit_exceeded(message: str) -> AwsError:
    return AwsError("LimitExceededException", message, status=400)
