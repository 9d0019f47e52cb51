"""When SNS tries a failed delivery again (``services/sns/retry_policy.py``): AWS's managed policy for
SQS and Lambda endpoints, and the four phases of an HTTP/S delivery policy."""

from __future__ import annotations

import json

import pytest

from labcloud.services.sns.retry_policy import MANAGED_ATTEMPTS, http_delay, http_policy, managed_delay


def test_managed_policy_phases() -> None:
    assert [managed_delay(n) for n in (1, 2)] == [0.0, 0.0]  # immediate
    assert [managed_delay(n) for n in (3, 4)] == [1.0, 1.0]  # pre-backoff
    backoff = [managed_delay(n) for n in range(5, 15)]
    assert backoff[0] == pytest.approx(1.0) and backoff[-1] == pytest.approx(20.0)
    assert backoff == sorted(backoff)
    assert managed_delay(15) == managed_delay(10_000) == 20.0  # post-backoff
    assert managed_delay(MANAGED_ATTEMPTS) is None


def test_default_http_policy_is_three_retries_twenty_seconds_apart() -> None:
    policy = http_policy(None, None)
    assert [http_delay(n, policy) for n in (1, 2, 3, 4)] == [20.0, 20.0, 20.0, None]


def test_http_phases_in_order() -> None:
    policy = http_policy(
        json.dumps(
            {
                "http": {
                    "defaultHealthyRetryPolicy": {
                        "numRetries": 10,
                        "numNoDelayRetries": 2,
                        "numMinDelayRetries": 2,
                        "numMaxDelayRetries": 2,
                        "minDelayTarget": 1,
                        "maxDelayTarget": 9,
                        "backoffFunction": "linear",
                    }
                }
            }
        ),
        None,
    )
    delays = [http_delay(n, policy) for n in range(1, 12)]
    assert delays[:2] == [0.0, 0.0]  # no-delay phase
    assert delays[2:4] == [1.0, 1.0]  # minimum-delay phase
    assert delays[4:8] == [1.0, pytest.approx(11 / 3), pytest.approx(19 / 3), 9.0]  # linear backoff
    assert delays[8:10] == [9.0, 9.0]  # maximum-delay phase
    assert delays[10] is None  # out of retries


def test_subscription_policy_overrides_unless_the_topic_forbids() -> None:
    topic = json.dumps({"http": {"defaultHealthyRetryPolicy": {"numRetries": 1}}})
    mine = json.dumps({"healthyRetryPolicy": {"numRetries": 5, "minDelayTarget": 2, "maxDelayTarget": 2}})
    assert http_policy(topic, mine)["numRetries"] == 5
    locked = json.dumps(
        {"http": {"defaultHealthyRetryPolicy": {"numRetries": 1}, "disableSubscriptionOverrides": True}}
    )
    assert http_policy(locked, mine)["numRetries"] == 1
