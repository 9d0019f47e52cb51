"""Schedule groups and schedules through boto3: every operation, its filters and paging, and AWS's
error codes for each refused request."""

from __future__ import annotations

import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from scheduler_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "iam"))
from iam_api_helpers import allow, denied_message, document, role_clients  # noqa: E402

ROLE = "arn:aws:iam::000000000000:role/runner"
QUEUE = "arn:aws:sqs:us-east-1:000000000000:jobs"
TARGET = {"Arn": QUEUE, "RoleArn": ROLE}
OFF = {"Mode": "OFF"}
ACCOUNT = "arn:aws:scheduler:us-east-1:000000000000"


def create(scheduler: Any, name: str, **kwargs: Any) -> str:
    params: dict[str, Any] = {
        "Name": name,
        "ScheduleExpression": "rate(5 minutes)",
        "Target": TARGET,
        "FlexibleTimeWindow": OFF,
        **kwargs,
    }
    arn: str = scheduler.create_schedule(**params)["ScheduleArn"]
    return arn


def test_groups_default_create_get_list_tag_and_delete_with_their_schedules(scheduler: Any):
    default = scheduler.get_schedule_group(Name="default")
    assert default["Arn"] == f"{ACCOUNT}:schedule-group/default" and default["State"] == "ACTIVE"
    arn = scheduler.create_schedule_group(Name="team", Tags=[{"Key": "k", "Value": "v"}])["ScheduleGroupArn"]
    assert arn == f"{ACCOUNT}:schedule-group/team"
    assert scheduler.get_schedule_group(Name="team")["Name"] == "team"
    names = [g["Name"] for g in scheduler.list_schedule_groups()["ScheduleGroups"]]
    assert names == ["default", "team"]
    assert [g["Name"] for g in scheduler.list_schedule_groups(NamePrefix="te")["ScheduleGroups"]] == ["team"]
    assert scheduler.list_tags_for_resource(ResourceArn=arn)["Tags"] == [{"Key": "k", "Value": "v"}]
    scheduler.tag_resource(ResourceArn=arn, Tags=[{"Key": "x", "Value": "y"}])
    scheduler.untag_resource(ResourceArn=arn, TagKeys=["k"])
    assert scheduler.list_tags_for_resource(ResourceArn=arn)["Tags"] == [{"Key": "x", "Value": "y"}]
    create(scheduler, "in-team", GroupName="team")
    scheduler.delete_schedule_group(Name="team")
    assert error_of(scheduler.get_schedule_group, Name="team") == {
        "Code": "ResourceNotFoundException",
        "Message": "Schedule group team does not exist.",
    }
    assert scheduler.list_schedules()["Schedules"] == []


def test_group_errors(scheduler: Any):
    scheduler.create_schedule_group(Name="g")
    assert error_of(scheduler.create_schedule_group, Name="g")["Code"] == "ConflictException"
    assert error_of(scheduler.delete_schedule_group, Name="default")["Code"] == "ValidationException"
    assert error_of(scheduler.delete_schedule_group, Name="nope")["Code"] == "ResourceNotFoundException"
    missing = f"{ACCOUNT}:schedule-group/nope"
    assert (
        error_of(scheduler.list_tags_for_resource, ResourceArn=missing)["Code"] == "ResourceNotFoundException"
    )


def test_a_schedule_is_created_read_updated_listed_and_deleted(scheduler: Any):
    start = datetime.now(timezone.utc) + timedelta(days=1)
    end = start + timedelta(days=30)
    arn = create(
        scheduler,
        "nightly",
        ScheduleExpression="cron(0 2 * * ? *)",
        ScheduleExpressionTimezone="Europe/Paris",
        StartDate=start,
        EndDate=end,
        Description="the nightly job",
        FlexibleTimeWindow={"Mode": "FLEXIBLE", "MaximumWindowInMinutes": 15},
        Target={**TARGET, "Input": '{"job": "nightly"}', "RetryPolicy": {"MaximumRetryAttempts": 3}},
    )
    assert arn == f"{ACCOUNT}:schedule/default/nightly"
    got = scheduler.get_schedule(Name="nightly")
    assert got["Arn"] == arn and got["GroupName"] == "default" and got["State"] == "ENABLED"
    assert got["ScheduleExpression"] == "cron(0 2 * * ? *)"
    assert got["ScheduleExpressionTimezone"] == "Europe/Paris"
    assert int(got["StartDate"].timestamp()) == int(start.timestamp())
    assert int(got["EndDate"].timestamp()) == int(end.timestamp())
    assert got["FlexibleTimeWindow"] == {"Mode": "FLEXIBLE", "MaximumWindowInMinutes": 15}
    assert got["Target"]["Input"] == '{"job": "nightly"}'
    assert got["Target"]["RetryPolicy"] == {"MaximumRetryAttempts": 3}
    assert got["ActionAfterCompletion"] == "NONE"
    scheduler.update_schedule(
        Name="nightly",
        ScheduleExpression="rate(1 hour)",
        Target=TARGET,
        FlexibleTimeWindow=OFF,
        State="DISABLED",
    )
    got = scheduler.get_schedule(Name="nightly")
    assert got["ScheduleExpression"] == "rate(1 hour)" and got["State"] == "DISABLED"
    assert "Description" not in got and "StartDate" not in got  # an update replaces the whole schedule
    scheduler.delete_schedule(Name="nightly")
    assert error_of(scheduler.get_schedule, Name="nightly") == {
        "Code": "ResourceNotFoundException",
        "Message": "Schedule nightly does not exist.",
    }


def test_list_schedules_filters_and_pages(scheduler: Any):
    scheduler.create_schedule_group(Name="other")
    for index in range(5):
        create(scheduler, f"job-{index}", State="DISABLED" if index % 2 else "ENABLED")
    create(scheduler, "elsewhere", GroupName="other")
    everything = [s["Name"] for s in scheduler.list_schedules()["Schedules"]]
    assert everything == ["job-0", "job-1", "job-2", "job-3", "job-4", "elsewhere"]
    assert [s["Name"] for s in scheduler.list_schedules(GroupName="other")["Schedules"]] == ["elsewhere"]
    assert [s["Name"] for s in scheduler.list_schedules(State="DISABLED")["Schedules"]] == ["job-1", "job-3"]
    assert len(scheduler.list_schedules(NamePrefix="job-")["Schedules"]) == 5
    first = scheduler.list_schedules(NamePrefix="job-", MaxResults=2)
    assert [s["Name"] for s in first["Schedules"]] == ["job-0", "job-1"]
    second = scheduler.list_schedules(NamePrefix="job-", MaxResults=2, NextToken=first["NextToken"])
    assert [s["Name"] for s in second["Schedules"]] == ["job-2", "job-3"]
    last = scheduler.list_schedules(NamePrefix="job-", MaxResults=2, NextToken=second["NextToken"])
    assert [s["Name"] for s in last["Schedules"]] == ["job-4"] and "NextToken" not in last
    summary = scheduler.list_schedules(GroupName="other")["Schedules"][0]
    assert summary["Target"] == {"Arn": QUEUE} and summary["GroupName"] == "other"
    paginated = scheduler.get_paginator("list_schedules").paginate(PaginationConfig={"PageSize": 4})
    assert sum(len(page["Schedules"]) for page in paginated) == 6
    assert error_of(scheduler.list_schedules, GroupName="nope")["Code"] == "ResourceNotFoundException"


def test_schedule_errors_are_awss(scheduler: Any):
    create(scheduler, "taken")
    assert error_of(create, scheduler, "taken") == {
        "Code": "ConflictException",
        "Message": "Schedule taken already exists.",
    }
    assert error_of(create, scheduler, "x", GroupName="nope")["Code"] == "ResourceNotFoundException"
    for bad in (
        "rate(0 minutes)",
        "rate(0 minute)",
        "rate(1 minutess)",
        "cron(0 2 * * * *)",
        "at(2030-02-30T10:00:00)",
        "every day",
    ):
        assert error_of(create, scheduler, "x", ScheduleExpression=bad) == {
            "Code": "ValidationException",
            "Message": f"Invalid Schedule Expression {bad}.",
        }
    # Scheduler, unlike a rule, takes either unit form for any value (AWS's Terraform and CDK patterns use both)
    create(scheduler, "plural-one", ScheduleExpression="rate(1 minutes)")
    assert scheduler.get_schedule(Name="plural-one")["ScheduleExpression"] == "rate(1 minutes)"
    assert error_of(create, scheduler, "x", ScheduleExpressionTimezone="Mars/Olympus")["Code"] == (
        "ValidationException"
    )
    # unlike EventBridge rules, a value above 1 may take a singular unit (AWS's CDK patterns use it)
    create(scheduler, "five", ScheduleExpression="rate(5 minute)")
    assert scheduler.get_schedule(Name="five")["ScheduleExpression"] == "rate(5 minute)"
    past = datetime.now(timezone.utc) - timedelta(days=1)
    assert error_of(create, scheduler, "x", EndDate=past)["Message"] == "The EndDate must be in the future."
    later = datetime.now(timezone.utc) + timedelta(days=3)
    sooner = later - timedelta(days=1)
    assert error_of(create, scheduler, "x", StartDate=later, EndDate=sooner)["Code"] == "ValidationException"
    windows = ({"Mode": "FLEXIBLE"}, {"Mode": "OFF", "MaximumWindowInMinutes": 5})
    for window in windows:
        assert error_of(create, scheduler, "x", FlexibleTimeWindow=window)["Code"] == "ValidationException"
    assert error_of(create, scheduler, "x", ActionAfterCompletion="KEEP")["Code"] == "ValidationException"
    assert error_of(create, scheduler, "x", State="PAUSED")["Code"] == "ValidationException"
    fifo = {"Arn": QUEUE + ".fifo", "RoleArn": ROLE}
    assert error_of(create, scheduler, "x", Target=fifo)["Message"] == (
        "MessageGroupId must be specified for a FIFO queue target."
    )
    kinesis = {"Arn": "arn:aws:kinesis:us-east-1:000000000000:stream/s", "RoleArn": ROLE}
    assert error_of(create, scheduler, "x", Target=kinesis)["Code"] == "ValidationException"
    bad_input = {"Arn": "arn:aws:scheduler:::aws-sdk:sqs:sendMessage", "RoleArn": ROLE, "Input": "[1]"}
    assert error_of(create, scheduler, "x", Target=bad_input)["Code"] == "ValidationException"
    kms = "arn:aws:kms:us-east-1:000000000000:key/k"
    assert error_of(create, scheduler, "x", KmsKeyArn=kms)["Code"] == "ValidationException"
    assert (
        error_of(
            scheduler.update_schedule,
            Name="nope",
            ScheduleExpression="rate(1 hour)",
            Target=TARGET,
            FlexibleTimeWindow=OFF,
        )["Code"]
        == "ResourceNotFoundException"
    )
    assert error_of(scheduler.delete_schedule, Name="nope")["Code"] == "ResourceNotFoundException"
    assert scheduler.list_schedules(NamePrefix="x")["Schedules"] == []


def test_iam_scopes_schedule_operations_to_the_schedules_a_policy_names(labcloud: LabcloudProcess):
    clients = role_clients(
        labcloud,
        "scheduler-admin",
        document(
            allow("scheduler:CreateSchedule", f"{ACCOUNT}:schedule/default/team-*"), allow("iam:PassRole")
        ),
    )
    scheduler = clients("scheduler")
    create(scheduler, "team-a")
    failure = error_of(create, scheduler, "other")
    principal = "arn:aws:sts::000000000000:assumed-role/scheduler-admin/session"
    assert failure == {
        "Code": "AccessDeniedException",
        "Message": denied_message(principal, "scheduler:CreateSchedule", f"{ACCOUNT}:schedule/default/other"),
    }
