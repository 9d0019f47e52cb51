"""Crawlers as records through boto3 (create, read, list with tags, update, delete, metrics), and the
501 answers naming why for crawling, triggers and workflows."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError


def _code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def test_crawler_records(glue: Any) -> None:
    targets = {"S3Targets": [{"Path": "s3://data/events/"}]}
    glue.create_crawler(
        Name="events",
        Role="arn:aws:iam::000000000000:role/r",
        DatabaseName="db",
        Targets=targets,
        Schedule="cron(0 1 * * ? *)",
        Tags={"team": "data"},
    )
    crawler = glue.get_crawler(Name="events")["Crawler"]
    assert crawler["State"] == "READY" and crawler["Targets"] == targets and crawler["Version"] == 1
    assert crawler["Schedule"] == {"ScheduleExpression": "cron(0 1 * * ? *)", "State": "SCHEDULED"}
    assert crawler["SchemaChangePolicy"]["UpdateBehavior"] == "UPDATE_IN_DATABASE"
    with pytest.raises(ClientError) as exc:
        glue.create_crawler(Name="events", Role="r", Targets=targets)
    assert _code(exc) == "AlreadyExistsException"
    glue.create_crawler(Name="other", Role="r", Targets={})
    assert glue.list_crawlers(Tags={"team": "data"})["CrawlerNames"] == ["events"]
    assert [c["Name"] for c in glue.get_crawlers()["Crawlers"]] == ["events", "other"]
    batch = glue.batch_get_crawlers(CrawlerNames=["events", "nope"])
    assert [c["Name"] for c in batch["Crawlers"]] == ["events"] and batch["CrawlersNotFound"] == ["nope"]
    glue.update_crawler(Name="events", Description="nightly", TablePrefix="raw_")
    crawler = glue.get_crawler(Name="events")["Crawler"]
    assert (
        crawler["Description"] == "nightly" and crawler["TablePrefix"] == "raw_" and crawler["Version"] == 2
    )
    assert crawler["Targets"] == targets and crawler["Schedule"]["ScheduleExpression"] == "cron(0 1 * * ? *)"
    metrics = glue.get_crawler_metrics(CrawlerNameList=["events"])["CrawlerMetricsList"]
    assert [m["CrawlerName"] for m in metrics] == ["events"] and metrics[0]["TablesCreated"] == 0
    with pytest.raises(ClientError) as exc:
        glue.get_crawlers(NextToken="bad")
    assert _code(exc) == "ValidationException"
    with pytest.raises(ClientError) as exc:
        glue.create_crawler(Name="sec", Role="r", Targets={}, CrawlerSecurityConfiguration="c")
    assert _code(exc) == "InvalidInputException"
    glue.delete_crawler(Name="events")
    with pytest.raises(ClientError) as exc:
        glue.get_crawler(Name="events")
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.delete_crawler(Name="events")
    assert _code(exc) == "EntityNotFoundException"


def test_crawling_triggers_and_workflows_answer_501_naming_why(glue: Any) -> None:
    glue.create_crawler(Name="c", Role="r", Targets={})
    with pytest.raises(ClientError) as exc:
        glue.start_crawler(Name="c")
    assert _code(exc) == "NotImplementedException"
    assert exc.value.response["ResponseMetadata"]["HTTPStatusCode"] == 501
    assert "nothing crawls" in exc.value.response["Error"]["Message"]
    with pytest.raises(ClientError) as exc:
        glue.create_trigger(Name="t", Type="ON_DEMAND", Actions=[{"JobName": "j"}])
    assert _code(exc) == "NotImplementedException" and "triggers" in exc.value.response["Error"]["Message"]
    with pytest.raises(ClientError) as exc:
        glue.create_connection(
            ConnectionInput={"Name": "x", "ConnectionType": "JDBC", "ConnectionProperties": {}}
        )
    assert _code(exc) == "NotImplementedException"
