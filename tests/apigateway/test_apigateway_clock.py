"""API Gateway's dates follow the server clock (docs/clock.md): what a control-plane call creates is
stamped with the moved time, as every other service's creation dates are."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

#: Far enough from wall time that no test run is near it.
MOVED = datetime(2031, 6, 1, 12, 0, 0, tzinfo=timezone.utc)


def _near_moved(when: datetime) -> bool:
    return abs((when - MOVED).total_seconds()) < 600


def test_rest_api_dates_follow_the_clock(apigw: Any, labcloud_clock: Any) -> None:
    labcloud_clock.set(MOVED.timestamp())
    key = apigw.create_api_key(name="clocked-key")
    assert _near_moved(key["createdDate"])
    assert _near_moved(apigw.get_api_key(apiKey=key["id"])["lastUpdatedDate"])
    api = apigw.create_rest_api(name="clocked-api")
    assert _near_moved(api["createdDate"])
    apigw.delete_api_key(apiKey=key["id"])
    apigw.delete_rest_api(restApiId=api["id"])
