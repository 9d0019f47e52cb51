"""Log delivery (delivery sources, destinations, deliveries) and cross-account destinations.

labcloud emulates no AWS resource that vends logs through CloudWatch Logs delivery, and no
Kinesis stream or Firehose a destination could target, so none of these objects can exist: the
listings answer AWS's empty lists, lookups and deletions AWS's ``ResourceNotFoundException``, and
the calls that would create one are refused with the reason.
"""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError

from .errors import invalid_parameter


def not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=400)


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def describe_deliveries(params: dict[str, Any]) -> dict[str, Any]:
    return {"deliveries": []}


def describe_delivery_sources(params: dict[str, Any]) -> dict[str, Any]:
    return {"deliverySources": []}


def describe_delivery_destinations(params: dict[str, Any]) -> dict[str, Any]:
    return {"deliveryDestinations": []}


def describe_destinations(params: dict[str, Any]) -> dict[str, Any]:
    return {"destinations": []}


def get_delivery(params: dict[str, Any]) -> dict[str, Any]:
    raise not_found(f"Delivery with id {params['id']} does not exist.")


def get_delivery_source(params: dict[str, Any]) -> dict[str, Any]:
    raise not_found(f"Delivery source with name {params['name']} does not exist.")


def get_delivery_destination(params: dict[str, Any]) -> dict[str, Any]:
    raise not_found(f"Delivery destination with name {params['name']} does not exist.")


def get_delivery_destination_policy(params: dict[str, Any]) -> dict[str, Any]:
    raise not_found(f"Delivery destination with name {params['deliveryDestinationName']} does not exist.")


def create_delivery(params: dict[str, Any]) -> dict[str, Any]:
    raise not_found(f"Delivery source with name {params['deliverySourceName']} does not exist.")


def put_delivery_source(params: dict[str, Any]) -> dict[str, Any]:
    raise validation(
        f"labcloud emulates no resource that vends logs through log delivery: {params['resourceArn']}"
    )


def put_delivery_destination(params: dict[str, Any]) -> dict[str, Any]:
    raise validation("labcloud does not support log delivery destinations")


def put_destination(params: dict[str, Any]) -> dict[str, Any]:
    raise invalid_parameter(
        "labcloud does not support cross-account destinations (it emulates no Kinesis or Firehose target); "
        "use a subscription filter with a Lambda function"
    )


def destination_not_found(params: dict[str, Any]) -> dict[str, Any]:
    raise not_found("The specified destination does not exist.")


def destination_policy_target_missing(params: dict[str, Any]) -> dict[str, Any]:
    # PutDestinationPolicy declares no ResourceNotFoundException: a missing destination is a bad parameter.
    raise invalid_parameter("The specified destination does not exist.")
