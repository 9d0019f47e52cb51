"""IAM's dates follow the server clock (docs/clock.md): creation dates, a role's last use and the
``aws:CurrentTime`` a policy condition compares, while session credentials stay on real time."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import allow, assume, client_factory, deny, document, error_of, make_role

#: Far enough from wall time that no test run is near it.
MOVED = datetime(2031, 6, 1, 12, 0, 0, tzinfo=timezone.utc)


def _near_moved(when: datetime) -> bool:
    return abs((when - MOVED).total_seconds()) < 600


def test_creation_dates_follow_the_clock(labcloud: Any, iam: Any, labcloud_clock: Any) -> None:
    labcloud_clock.set(MOVED.timestamp())
    make_role(iam, "clocked-role")
    assert _near_moved(iam.get_role(RoleName="clocked-role")["Role"]["CreateDate"])
    assert _near_moved(iam.create_user(UserName="clocked-user")["User"]["CreateDate"])
    assert _near_moved(iam.create_access_key(UserName="clocked-user")["AccessKey"]["CreateDate"])
    assert _near_moved(iam.create_group(GroupName="clocked-group")["Group"]["CreateDate"])
    policy = iam.create_policy(PolicyName="clocked-policy", PolicyDocument=document(allow("sqs:*")))
    assert _near_moved(policy["Policy"]["CreateDate"])


def test_role_last_used_follows_the_clock(labcloud: Any, iam: Any, labcloud_clock: Any) -> None:
    arn = make_role(iam, "clock-used", document(allow("sqs:ListQueues")))
    sqs = client_factory(labcloud, assume(labcloud, arn, "worker"))("sqs")
    sqs.list_queues()
    first = iam.get_role(RoleName="clock-used")["Role"]["RoleLastUsed"]["LastUsedDate"]
    assert abs((first - datetime.now(timezone.utc)).total_seconds()) < 600
    labcloud_clock.set(MOVED.timestamp())
    sqs.list_queues()  # the session's credentials stay valid: they live on real time
    assert _near_moved(iam.get_role(RoleName="clock-used")["Role"]["RoleLastUsed"]["LastUsedDate"])


def test_current_time_condition_reads_the_clock(labcloud: Any, iam: Any, labcloud_clock: Any) -> None:
    arn = make_role(
        iam,
        "clock-cond",
        document(
            allow("sqs:ListQueues"),
            deny(
                "sqs:ListQueues", Condition={"DateGreaterThan": {"aws:CurrentTime": "2030-01-01T00:00:00Z"}}
            ),
        ),
    )
    sqs = client_factory(labcloud, assume(labcloud, arn, "worker"))("sqs")
    sqs.list_queues()
    labcloud_clock.set(MOVED.timestamp())
    with pytest.raises(ClientError) as info:
        sqs.list_queues()
    assert "with an explicit deny" in error_of(info)[1]
