"""EventBridge's pure rules: retry decisions (RetryPolicy), schedule expressions (rate and AWS's cron),
and InputTransformer's quoting."""

from __future__ import annotations

import calendar
import time

import pytest

from labcloud.services.events import retry, schedule, transform


def at(text: str) -> float:
    return float(calendar.timegm(time.strptime(text, "%Y-%m-%d %H:%M")))


def shown(moment: float | None) -> str:
    assert moment is not None
    return time.strftime("%a %Y-%m-%d %H:%M", time.gmtime(moment))


@pytest.mark.parametrize(
    ("policy", "attempts", "age", "can_retry", "expected"),
    [
        ({}, 1, 0.0, True, retry.Decision(1.0)),
        ({}, 3, 0.0, True, retry.Decision(4.0)),
        ({}, 10, 0.0, True, retry.Decision(60.0)),
        ({}, 186, 0.0, True, retry.Decision(None, "MaximumRetryAttempts")),
        ({"MaximumRetryAttempts": 0}, 1, 0.0, True, retry.Decision(None, "MaximumRetryAttempts")),
        ({"MaximumRetryAttempts": 2}, 2, 0.0, True, retry.Decision(2.0)),
        ({"MaximumRetryAttempts": 2}, 3, 0.0, True, retry.Decision(None, "MaximumRetryAttempts")),
        ({"MaximumEventAgeInSeconds": 60}, 1, 59.5, True, retry.Decision(None, "MaximumEventAgeInSeconds")),
        ({"MaximumEventAgeInSeconds": 60}, 1, 10.0, True, retry.Decision(1.0)),
        ({}, 1, 0.0, False, retry.Decision(None, "")),
    ],
)
def test_retry_decisions(
    policy: dict[str, int], attempts: int, age: float, can_retry: bool, expected: object
):
    assert retry.decide(policy, attempts, age, can_retry) == expected


def test_which_errors_are_retried():
    assert retry.retriable("ThrottlingException", 400)
    assert retry.retriable("Anything", 503)
    assert not retry.retriable("AccessDeniedException", 403)
    assert not retry.retriable("QueueDoesNotExist", 400)
    assert retry.reported_code("AWS.SimpleQueueService.NonExistentQueue") == "ResourceNotFoundException"


@pytest.mark.parametrize(
    ("expression", "start", "expected"),
    [
        ("rate(1 minute)", "2026-03-01 10:00", "Sun 2026-03-01 10:01"),
        ("rate(2 hours)", "2026-03-01 10:00", "Sun 2026-03-01 12:00"),
        ("rate(1 day)", "2026-03-01 10:00", "Mon 2026-03-02 10:00"),
        ("cron(0 12 * * ? *)", "2026-03-01 10:00", "Sun 2026-03-01 12:00"),
        ("cron(15 10 ? * 6L 2026-2027)", "2026-03-01 10:00", "Fri 2026-03-27 10:15"),
        ("cron(0 8 ? * MON-FRI *)", "2026-03-06 09:00", "Mon 2026-03-09 08:00"),
        ("cron(0 8 ? * 2-6 *)", "2026-03-06 09:00", "Mon 2026-03-09 08:00"),
        ("cron(0 8 ? * 1 *)", "2026-03-01 09:00", "Sun 2026-03-08 08:00"),
        ("cron(0 18 L * ? *)", "2026-02-01 00:00", "Sat 2026-02-28 18:00"),
        ("cron(0 9 ? * 2#1 *)", "2026-03-01 00:00", "Mon 2026-03-02 09:00"),
        ("cron(0/30 * * * ? 2030)", "2026-03-01 00:00", "Tue 2030-01-01 00:00"),
    ],
)
def test_next_firing(expression: str, start: str, expected: str):
    assert shown(schedule.parse(expression).next_after(at(start))) == expected


def test_a_schedule_whose_years_are_over_or_whose_day_never_comes_never_fires():
    assert schedule.parse("cron(0 8 * * ? 2020)").next_after(at("2026-03-01 00:00")) is None
    assert schedule.parse("cron(0 0 30 2 ? *)").next_after(at("2026-03-01 00:00")) is None


@pytest.mark.parametrize(
    "expression",
    [
        "rate(1 minutes)",
        "rate(2 minute)",
        "rate(0 minutes)",
        "rate(1 week)",
        "rate(-1 minutes)",
        "cron(0 8 * * * *)",
        "cron(0 8 ? * ? *)",
        "cron(0 8 * *)",
        "cron(0 25 * * ? *)",
        "cron(0 8 ? * 8 *)",
        "cron(0 8 * * ? 1960)",
        "every day",
    ],
)
def test_invalid_expressions(expression: str):
    with pytest.raises(ValueError):
        schedule.parse(expression)


EVENT = {"detail": {"name": 'say "hi"', "n": 3, "list": [1, 2], "obj": {"a": 1}}, "id": "e-1"}


def render(template: str, paths: dict[str, str]) -> str:
    target = {"InputTransformer": {"InputPathsMap": paths, "InputTemplate": template}}
    return transform.render(
        target, EVENT, "arn:aws:events:us-east-1:000000000000:rule/bus/r", "2026-01-01T00:00:00Z"
    )


@pytest.mark.parametrize(
    ("template", "expected"),
    [
        ('{"v": <name>}', '{"v": "say \\"hi\\""}'),
        ('{"v": "<name>!"}', '{"v": "say \\"hi\\"!"}'),
        ('{"v": <n>, "s": "<n>"}', '{"v": 3, "s": "3"}'),
        ('{"v": <list>}', '{"v": [1, 2]}'),
        ('{"v": <obj>}', '{"v": {"a": 1}}'),
        ('{"v": <missing>}', '{"v": null}'),
        ('{"v": "<missing>"}', '{"v": ""}'),
        ("<name> has <n>", 'say "hi" has 3'),
        ('"<name>"', '"say \\"hi\\""'),
        ('{"rule": "<aws.events.rule-name>", "arn": <aws.events.rule-arn>}', None),
    ],
)
def test_input_templates_quote_as_aws_does(template: str, expected: str | None):
    paths = {"name": "$.detail.name", "n": "$.detail.n", "list": "$.detail.list", "obj": "$.detail.obj"}
    paths["missing"] = "$.detail.nothing"
    got = render(template, paths)
    if expected is None:
        assert got == '{"rule": "r", "arn": "arn:aws:events:us-east-1:000000000000:rule/bus/r"}'
    else:
        assert got == expected


def test_input_path_and_paths():
    assert transform.render({"InputPath": "$.detail.list[1]"}, EVENT, "a", "t") == "2"
    assert transform.render({"InputPath": "$['detail']['n']"}, EVENT, "a", "t") == "3"
    assert transform.render({"InputPath": "$.nothing"}, EVENT, "a", "t") == "null"
    assert (
        transform.render({}, EVENT, "a", "t")
        == '{"detail": {"name": "say \\"hi\\"", "n": 3, "list": [1, 2], "obj": {"a": 1}}, "id": "e-1"}'
    )
    for bad in ("detail", "$.", "$[x]", "$..a"):
        with pytest.raises(ValueError):
            transform.parse_path(bad)
