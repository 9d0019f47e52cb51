"""Route 53's errors with AWS's codes and wording (statuses from botocore's model)."""

from __future__ import annotations

from labcloud.errors import AwsError


def invalid_input(message: str) -> AwsError:
    return AwsError("InvalidInput", message, status=400)


def no_such_zone(zone_id: str) -> AwsError:
    return AwsError("NoSuchHostedZone", f"No hosted zone found with ID: {zone_id}", status=404)


def no_such_health_check(check_id: str) -> AwsError:
    return AwsError("NoSuchHealthCheck", f"A health check with id {check_id} does not exist.", status=404)


def invalid_change_batch(messages: list[str]) -> AwsError:
    """AWS lists every problem of a batch in one message: ``[first, second]``."""
    return AwsError("InvalidChangeBatch", "[" + ", ".join(messages) + "]", status=400)


def invalid_domain(name: str) -> AwsError:
    return AwsError("InvalidDomainName", f"{name} is not a valid domain name.", status=400)
