"""CloudFront's errors with AWS's codes and wording (statuses from botocore's model)."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_argument(message: str) -> AwsError:
    return AwsError("InvalidArgument", message, status=400)


def not_found(code: str, message: str) -> AwsError:
    return AwsError(code, message, status=404)


def no_such_distribution(distribution_id: str) -> AwsError:
    return not_found("NoSuchDistribution", f"The specified distribution does not exist: {distribution_id}")


def conflict(code: str, message: str) -> AwsError:
    return AwsError(code, message, status=409)


def precondition_failed() -> AwsError:
    return AwsError(
        "PreconditionFailed",
        "The precondition given in one or more of the request-header fields evaluated to false.",
        status=412,
    )


def invalid_if_match() -> AwsError:
    return AwsError("InvalidIfMatchVersion", "The If-Match version is missing or not valid.", status=400)


def check_if_match(given: str | None, etag: str) -> None:
    """AWS's order: a missing If-Match is InvalidIfMatchVersion, a stale one PreconditionFailed."""
    if not given:
        raise invalid_if_match()
    if given != etag:
        raise precondition_failed()
