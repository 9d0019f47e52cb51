"""The Data Catalog through boto3: databases, tables and their versions, partitions with GetPartitions'
expression filter, paging, tags, and each error code AWS answers."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError


def _name(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:8]}"


def _code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


COLUMNS = [{"Name": "id", "Type": "int"}, {"Name": "name", "Type": "string", "Comment": "who"}]


def _table_input(name: str, keys: list[dict[str, str]] | None = None) -> dict[str, Any]:
    return {
        "Name": name,
        "TableType": "EXTERNAL_TABLE",
        "Parameters": {"classification": "csv"},
        "StorageDescriptor": {
            "Columns": COLUMNS,
            "Location": "s3://bucket/data/",
            "InputFormat": "org.apache.hadoop.mapred.TextInputFormat",
            "OutputFormat": "org.apache.hadoop.hive.ql.io.HiveIgnoreKeyTextOutputFormat",
            "SerdeInfo": {
                "SerializationLibrary": "org.apache.hadoop.hive.serde2.lazy.LazySimpleSerDe",
                "Parameters": {"field.delim": ","},
            },
        },
        "PartitionKeys": keys or [],
    }


def test_databases_round_trip_lowercase_and_errors(glue: Any) -> None:
    name = _name("Sales")
    glue.create_database(
        DatabaseInput={"Name": name, "Description": "d", "Parameters": {"k": "v"}}, Tags={"t": "1"}
    )
    got = glue.get_database(Name=name)["Database"]
    assert got["Name"] == name.lower()
    assert got["Description"] == "d" and got["Parameters"] == {"k": "v"}
    assert got["CatalogId"] == "000000000000" or got["CatalogId"].isdigit()
    assert got["CreateTableDefaultPermissions"][0]["Permissions"] == ["ALL"]
    assert glue.get_database(Name=name.upper())["Database"]["Name"] == name.lower()
    with pytest.raises(ClientError) as exc:
        glue.create_database(DatabaseInput={"Name": name.upper()})
    assert _code(exc) == "AlreadyExistsException"
    glue.update_database(Name=name, DatabaseInput={"Name": name, "Description": "new"})
    assert glue.get_database(Name=name)["Database"]["Description"] == "new"
    with pytest.raises(ClientError) as exc:
        glue.update_database(Name=name, DatabaseInput={"Name": "other"})
    assert _code(exc) == "InvalidInputException"
    with pytest.raises(ClientError) as exc:
        glue.create_database(
            DatabaseInput={"Name": _name("x"), "TargetDatabase": {"CatalogId": "1", "DatabaseName": "y"}}
        )
    assert _code(exc) == "InvalidInputException"
    with pytest.raises(ClientError) as exc:
        glue.get_database(Name=name, CatalogId="999999999999")
    assert _code(exc) == "InvalidInputException"
    glue.delete_database(Name=name)
    with pytest.raises(ClientError) as exc:
        glue.get_database(Name=name)
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.delete_database(Name=name)
    assert _code(exc) == "EntityNotFoundException"


def test_get_databases_pages(glue: Any) -> None:
    prefix = _name("page")
    for i in range(5):
        glue.create_database(DatabaseInput={"Name": f"{prefix}_{i}"})
    seen: list[str] = []
    token: str | None = None
    while True:
        kwargs: dict[str, Any] = {"MaxResults": 2}
        if token:
            kwargs["NextToken"] = token
        answer = glue.get_databases(**kwargs)
        assert len(answer["DatabaseList"]) <= 2
        seen += [d["Name"] for d in answer["DatabaseList"]]
        token = answer.get("NextToken")
        if not token:
            break
    assert [n for n in seen if n.startswith(prefix)] == [f"{prefix}_{i}" for i in range(5)]
    paged = [d["Name"] for p in glue.get_paginator("get_databases").paginate() for d in p["DatabaseList"]]
    assert sorted(paged) == sorted(seen)
    with pytest.raises(ClientError) as exc:
        glue.get_databases(NextToken="nope")
    assert _code(exc) == "InvalidInputException"


def test_tables_versions_and_errors(glue: Any) -> None:
    db = _name("db")
    glue.create_database(DatabaseInput={"Name": db})
    glue.create_table(DatabaseName=db, TableInput=_table_input("Events"))
    table = glue.get_table(DatabaseName=db, Name="events")["Table"]
    assert table["Name"] == "events" and table["DatabaseName"] == db
    assert table["StorageDescriptor"]["Columns"] == COLUMNS
    assert table["StorageDescriptor"]["SerdeInfo"]["Parameters"] == {"field.delim": ","}
    assert table["VersionId"] == "0" and table["TableType"] == "EXTERNAL_TABLE"
    assert "CreateTime" in table and "UpdateTime" in table
    with pytest.raises(ClientError) as exc:
        glue.create_table(DatabaseName=db, TableInput=_table_input("EVENTS"))
    assert _code(exc) == "AlreadyExistsException"
    with pytest.raises(ClientError) as exc:
        glue.create_table(DatabaseName=_name("none"), TableInput=_table_input("t"))
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.get_table(DatabaseName=db, Name="missing")
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.create_table(
            DatabaseName=db, TableInput={**_table_input("v"), "ViewDefinition": {"IsProtected": True}}
        )
    assert _code(exc) == "InvalidInputException"
    changed = _table_input("events")
    changed["StorageDescriptor"]["Columns"] = [*COLUMNS, {"Name": "extra", "Type": "double"}]
    glue.update_table(DatabaseName=db, TableInput=changed)
    glue.update_table(DatabaseName=db, TableInput=changed, SkipArchive=True)
    latest = glue.get_table(DatabaseName=db, Name="events")["Table"]
    assert latest["VersionId"] == "2" and len(latest["StorageDescriptor"]["Columns"]) == 3
    versions = glue.get_table_versions(DatabaseName=db, TableName="events")["TableVersions"]
    assert [v["VersionId"] for v in versions] == ["2", "0"]
    old = glue.get_table_version(DatabaseName=db, TableName="events", VersionId="0")["TableVersion"]
    assert len(old["Table"]["StorageDescriptor"]["Columns"]) == 2
    with pytest.raises(ClientError) as exc:
        glue.get_table_version(DatabaseName=db, TableName="events", VersionId="1")
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.update_table(DatabaseName=db, TableInput=changed, VersionId="0")
    assert _code(exc) == "ConcurrentModificationException"
    errors = glue.batch_delete_table_version(DatabaseName=db, TableName="events", VersionIds=["0", "2", "7"])[
        "Errors"
    ]
    assert {e["VersionId"]: e["ErrorDetail"]["ErrorCode"] for e in errors} == {
        "2": "InvalidInputException",
        "7": "EntityNotFoundException",
    }
    glue.create_table(DatabaseName=db, TableInput=_table_input("other_one"))
    glue.create_table(DatabaseName=db, TableInput=_table_input("third"))
    names = [t["Name"] for t in glue.get_tables(DatabaseName=db)["TableList"]]
    assert names == ["events", "other_one", "third"]
    assert [t["Name"] for t in glue.get_tables(DatabaseName=db, Expression="oth.*")["TableList"]] == [
        "other_one"
    ]
    first = glue.get_tables(DatabaseName=db, MaxResults=2)
    assert len(first["TableList"]) == 2 and first["NextToken"]
    rest = glue.get_tables(DatabaseName=db, MaxResults=2, NextToken=first["NextToken"])
    assert [t["Name"] for t in rest["TableList"]] == ["third"] and "NextToken" not in rest
    with pytest.raises(ClientError) as exc:
        glue.get_tables(DatabaseName=db, Expression="(")
    assert _code(exc) == "InvalidInputException"
    slim = glue.get_tables(DatabaseName=db, AttributesToGet=["NAME", "TABLE_TYPE"])["TableList"]
    assert slim[0] == {"Name": "events", "TableType": "EXTERNAL_TABLE"}
    assert glue.get_table(DatabaseName=db, Name="events", AttributesToGet=["NAME"])["Table"] == {
        "Name": "events"
    }
    with pytest.raises(ClientError) as exc:
        glue.get_tables(DatabaseName=db, AttributesToGet=["TABLE_TYPE"])
    assert _code(exc) == "InvalidInputException"
    names_only = glue.get_databases(AttributesToGet=["NAME"])["DatabaseList"]
    assert {"Name": db} in names_only and all(set(d) == {"Name"} for d in names_only)
    failed = glue.batch_delete_table(DatabaseName=db, TablesToDelete=["third", "nothere"])["Errors"]
    assert [(e["TableName"], e["ErrorDetail"]["ErrorCode"]) for e in failed] == [
        ("nothere", "EntityNotFoundException")
    ]
    glue.delete_table(DatabaseName=db, Name="other_one")
    glue.delete_database(Name=db)
    with pytest.raises(ClientError) as exc:
        glue.get_table(DatabaseName=db, Name="events")
    assert _code(exc) == "EntityNotFoundException"


def test_partitions_and_the_expression_filter(glue: Any) -> None:
    db = _name("db")
    glue.create_database(DatabaseInput={"Name": db})
    keys = [{"Name": "year", "Type": "int"}, {"Name": "region", "Type": "string"}]
    glue.create_table(DatabaseName=db, TableInput=_table_input("logs", keys))

    def part(year: str, region: str) -> dict[str, Any]:
        return {
            "Values": [year, region],
            "StorageDescriptor": {"Columns": COLUMNS, "Location": f"s3://bucket/logs/{year}/{region}/"},
            "Parameters": {"p": "1"},
        }

    glue.create_partition(DatabaseName=db, TableName="logs", PartitionInput=part("2020", "eu"))
    failed = glue.batch_create_partition(
        DatabaseName=db,
        TableName="logs",
        PartitionInputList=[
            part("2021", "eu"),
            part("2021", "us"),
            part("9", "us"),
            part("2020", "eu"),
            {"Values": ["1"]},
        ],
    )["Errors"]
    assert [(e["PartitionValues"], e["ErrorDetail"]["ErrorCode"]) for e in failed] == [
        (["2020", "eu"], "AlreadyExistsException"),
        (["1"], "InvalidInputException"),
    ]
    got = glue.get_partition(DatabaseName=db, TableName="logs", PartitionValues=["2021", "us"])["Partition"]
    assert got["Values"] == ["2021", "us"] and got["TableName"] == "logs" and "CreationTime" in got
    assert got["StorageDescriptor"]["Location"] == "s3://bucket/logs/2021/us/"
    with pytest.raises(ClientError) as exc:
        glue.get_partition(DatabaseName=db, TableName="logs", PartitionValues=["1999", "eu"])
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.create_partition(DatabaseName=db, TableName="logs", PartitionInput={"Values": ["2020"]})
    assert _code(exc) == "InvalidInputException"

    def values(expression: str) -> list[list[str]]:
        found = glue.get_partitions(DatabaseName=db, TableName="logs", Expression=expression)["Partitions"]
        return sorted(p["Values"] for p in found)

    assert values("year = 2021") == [["2021", "eu"], ["2021", "us"]]
    assert values("year > 100 AND region = 'eu'") == [["2020", "eu"], ["2021", "eu"]]
    assert values("year < 100 OR (region <> 'us')") == [["2020", "eu"], ["2021", "eu"], ["9", "us"]]
    assert values("region IN ('us') AND NOT year = 9") == [["2021", "us"]]
    assert values("year BETWEEN 2020 AND 2020") == [["2020", "eu"]]
    assert values("region LIKE 'u%'") == [["2021", "us"], ["9", "us"]]
    assert values("year NOT IN (2020, 2021)") == [["9", "us"]]
    for bad in ("month = 1", "year = ", "year ~ 3", "year = 2020 AND", "region = 'eu' GARBAGE"):
        with pytest.raises(ClientError) as exc:
            glue.get_partitions(DatabaseName=db, TableName="logs", Expression=bad)
        assert _code(exc) == "InvalidInputException", bad
    with pytest.raises(ClientError) as exc:
        glue.get_partitions(
            DatabaseName=db, TableName="logs", Segment={"SegmentNumber": 0, "TotalSegments": 2}
        )
    assert _code(exc) == "InvalidInputException"
    page = glue.get_partitions(DatabaseName=db, TableName="logs", MaxResults=3)
    assert len(page["Partitions"]) == 3 and page["NextToken"]
    slim = glue.get_partitions(DatabaseName=db, TableName="logs", ExcludeColumnSchema=True)["Partitions"]
    assert all("Columns" not in p["StorageDescriptor"] for p in slim)
    batch = glue.batch_get_partition(
        DatabaseName=db,
        TableName="logs",
        PartitionsToGet=[{"Values": ["2020", "eu"]}, {"Values": ["1", "x"]}],
    )
    assert [p["Values"] for p in batch["Partitions"]] == [["2020", "eu"]]
    assert batch["UnprocessedKeys"] == [{"Values": ["1", "x"]}]
    glue.update_partition(
        DatabaseName=db, TableName="logs", PartitionValueList=["9", "us"], PartitionInput=part("2009", "us")
    )
    assert values("year = 2009") == [["2009", "us"]]
    glue.delete_partition(DatabaseName=db, TableName="logs", PartitionValues=["2009", "us"])
    with pytest.raises(ClientError) as exc:
        glue.delete_partition(DatabaseName=db, TableName="logs", PartitionValues=["2009", "us"])
    assert _code(exc) == "EntityNotFoundException"
    failed = glue.batch_delete_partition(
        DatabaseName=db,
        TableName="logs",
        PartitionsToDelete=[{"Values": ["2020", "eu"]}, {"Values": ["0", "x"]}],
    )["Errors"]
    assert [e["ErrorDetail"]["ErrorCode"] for e in failed] == ["EntityNotFoundException"]
    assert values("year > 0") == [["2021", "eu"], ["2021", "us"]]


def test_tags_on_catalog_and_job_arns(glue: Any, labcloud: Any) -> None:
    db = _name("tagged")
    glue.create_database(DatabaseInput={"Name": db}, Tags={"team": "data"})
    account = labcloud.boto3_client("sts").get_caller_identity()["Account"]
    region = glue.meta.region_name
    arn = f"arn:aws:glue:{region}:{account}:database/{db}"
    assert glue.get_tags(ResourceArn=arn)["Tags"] == {"team": "data"}
    glue.tag_resource(ResourceArn=arn, TagsToAdd={"env": "dev"})
    glue.untag_resource(ResourceArn=arn, TagsToRemove=["team"])
    assert glue.get_tags(ResourceArn=arn)["Tags"] == {"env": "dev"}
    with pytest.raises(ClientError) as exc:
        glue.get_tags(ResourceArn=f"arn:aws:glue:{region}:{account}:database/{db}_missing")
    assert _code(exc) == "EntityNotFoundException"
    with pytest.raises(ClientError) as exc:
        glue.tag_resource(ResourceArn=arn, TagsToAdd={"aws:reserved": "v"})
    assert _code(exc) == "InvalidInputException"
    with pytest.raises(ClientError) as exc:
        glue.tag_resource(ResourceArn=arn, TagsToAdd={f"k{i}": "v" for i in range(51)})
    assert _code(exc) == "ValidationException"  # the model's bound of 50, checked before the service
    with pytest.raises(ClientError) as exc:
        glue.get_tags(ResourceArn=f"arn:aws:glue:{region}:{account}:connection/c")
    assert _code(exc) == "InvalidInputException"
