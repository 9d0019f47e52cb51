"""Mobile push endpoints seen from the publish path: which endpoint a message goes to, the key a JSON
``MessageStructure`` uses for its platform, and the endpoint events AWS sends to an application's topics."""

from __future__ import annotations

import datetime as dt
import json

from labcloud.errors import AwsError
from labcloud.services.sns.errors import invalid_parameter
from labcloud.services.sns.repo.platforms import PlatformApp, PlatformEndpoint
from labcloud.services.sns.state import SnsState


def endpoint_disabled() -> AwsError:
    return AwsError("EndpointDisabled", "Endpoint is disabled", status=400)


def is_endpoint_arn(arn: str) -> bool:
    parts = arn.split(":", 5)
    return len(parts) == 6 and parts[2] == "sns" and parts[5].startswith("endpoint/")


def target(state: SnsState, arn: str, account_id: str) -> PlatformEndpoint:
    """The endpoint a ``Publish`` names as its ``TargetArn`` (AWS's InvalidParameter if there is none)."""
    found = state.platforms.endpoint(arn)
    if found is None or arn.split(":")[4] != account_id:
        raise invalid_parameter("TargetArn Reason: No endpoint found for the target arn specified")
    if found.attributes.get("Enabled") != "true":
        raise endpoint_disabled()
    return found


def platform_of(endpoint_arn: str) -> str:
    """``GCM`` of ``arn:...:endpoint/GCM/app/id``: the key a JSON MessageStructure uses for it."""
    return endpoint_arn.split(":", 5)[5].split("/")[1]


def event_document(app: PlatformApp, kind: str, endpoint_arn: str) -> str:
    """The message an application's ``Event<kind>`` topic receives."""
    now = dt.datetime.now(dt.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    return json.dumps(
        {"Type": kind, "EndpointArn": endpoint_arn, "Resource": app.arn, "Service": "SNS", "Time": now}
    )
