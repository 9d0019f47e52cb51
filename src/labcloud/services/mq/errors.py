"""Amazon MQ's errors: BadRequestException, NotFoundException and ConflictException carry AWS's
``ErrorAttribute`` (``errorAttribute`` on the wire: the request member at fault, as the wire names it)
beside the message."""

from __future__ import annotations

from labcloud.errors import AwsError


def bad_request(message: str, attribute: str | None = None) -> AwsError:
    if attribute is None:
        return AwsError("BadRequestException", message, status=400)
    return AwsError("BadRequestException", message, status=400, errorAttribute=attribute)


def not_found(message: str, attribute: str) -> AwsError:
    return AwsError("NotFoundException", message, status=404, errorAttribute=attribute)


def conflict(message: str, attribute: str) -> AwsError:
    return AwsError("ConflictException", message, status=409, errorAttribute=attribute)


def refused(feature: str, attribute: str) -> AwsError:
    """What labcloud's Amazon MQ does not do, refused by name (no broker process runs: docs/mq.md)."""
    return bad_request(f"labcloud does not support {feature}.", attribute)


def broker_missing(broker_id: str) -> AwsError:
    return not_found(f"Can't find requested broker [{broker_id}]. Make sure your broker exists.", "broker-id")


def configuration_missing(configuration_id: str) -> AwsError:
    return not_found(
        f"Can't find requested configuration [{configuration_id}]. Make sure your configuration exists.",
        "configuration-id",
    )
