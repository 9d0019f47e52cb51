"""Glue's errors with AWS's codes (the botocore model's error shapes), and the refusals of what labcloud's
Glue does not do, named as such (docs/glue.md)."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid(message: str) -> AwsError:
    return AwsError("InvalidInputException", message)


def not_found(message: str) -> AwsError:
    return AwsError("EntityNotFoundException", message)


def exists(message: str) -> AwsError:
    return AwsError("AlreadyExistsException", message)


def quota(message: str) -> AwsError:
    return AwsError("ResourceNumberLimitExceededException", message)


def concurrent_runs(job: str, most: int) -> AwsError:
    return AwsError(
        "ConcurrentRunsExceededException",
        f"Concurrent runs exceeded for {job}: the job allows {most} at once",
    )


def unsupported(feature: str) -> AwsError:
    """What labcloud's Glue does not do, refused by name."""
    return AwsError("InvalidInputException", f"labcloud does not support {feature}")


def validation(message: str) -> AwsError:
    """A malformed request to an operation whose model declares no InvalidInputException (the crawlers')."""
    return AwsError("ValidationException", message)
