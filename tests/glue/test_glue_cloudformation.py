"""Glue through CloudFormation: a database, a partitioned table with a partition, a Python shell job (which
then runs) and a crawler in one stack, shaped as the serverless patterns write them; an update changes them
in place; a Connections property fails the stack with Glue's error; all goes with the stack."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.glue.jobs_setup import TRUST, script, wait

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402


def _template(location: str) -> dict[str, Any]:
    return {
        "Resources": {
            "Role": {
                "Type": "AWS::IAM::Role",
                "Properties": {
                    "AssumeRolePolicyDocument": TRUST,
                    "Policies": [
                        {
                            "PolicyName": "s3",
                            "PolicyDocument": {
                                "Version": "2012-10-17",
                                "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}],
                            },
                        }
                    ],
                },
            },
            "Db": {
                "Type": "AWS::Glue::Database",
                "Properties": {
                    "CatalogId": {"Ref": "AWS::AccountId"},
                    "DatabaseInput": {"Name": "mydatabase", "Description": "My database"},
                },
            },
            "Tbl": {
                "Type": "AWS::Glue::Table",
                "Properties": {
                    "CatalogId": {"Ref": "AWS::AccountId"},
                    "DatabaseName": {"Ref": "Db"},
                    "TableInput": {
                        "Name": "mytable",
                        "TableType": "EXTERNAL_TABLE",
                        "PartitionKeys": [{"Name": "dt", "Type": "string"}],
                        "StorageDescriptor": {
                            "Location": "s3://data/mytable/",
                            "StoredAsSubDirectories": True,
                            "InputFormat": "org.apache.hadoop.mapred.TextInputFormat",
                            "OutputFormat": "IgnoreKeyTextOutputFormat",
                            "SerdeInfo": {
                                "SerializationLibrary": "org.apache.hadoop.hive.serde2.lazy.LazySimpleSerDe",
                                "Parameters": {"field.delim": ","},
                            },
                            "Columns": [{"Name": "id", "Type": "int"}, {"Name": "name", "Type": "string"}],
                        },
                    },
                },
            },
            "Part": {
                "Type": "AWS::Glue::Partition",
                "Properties": {
                    "CatalogId": {"Ref": "AWS::AccountId"},
                    "DatabaseName": {"Ref": "Db"},
                    "TableName": {"Ref": "Tbl"},
                    "PartitionInput": {"Values": ["2024-01-01"], "Parameters": {"rows": "3"}},
                },
            },
            "Job": {
                "Type": "AWS::Glue::Job",
                "Properties": {
                    "Command": {"Name": "pythonshell", "PythonVersion": "3.9", "ScriptLocation": location},
                    "ExecutionProperty": {"MaxConcurrentRuns": 1},
                    "DefaultArguments": {"--message": "from-cfn"},
                    "MaxCapacity": 1,
                    "MaxRetries": 0,
                    "Name": "Feature Engineering",
                    "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                    "Tags": {"team": "data"},
                },
            },
            "Crawler": {
                "Type": "AWS::Glue::Crawler",
                "Properties": {
                    "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                    "DatabaseName": {"Ref": "Db"},
                    "Targets": {"S3Targets": [{"Path": "s3://data/mytable/"}]},
                    "Schedule": {"ScheduleExpression": "cron(0 1 * * ? *)"},
                },
            },
        },
        "Outputs": {"JobName": {"Value": {"Ref": "Job"}}, "Crawler": {"Value": {"Ref": "Crawler"}}},
    }


def test_a_stack_of_glue_resources(labcloud: LabcloudProcess, glue: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    _bucket, location = script(
        labcloud.boto3_client("s3"),
        "import sys\nfrom awsglue.utils import getResolvedOptions\n"
        "print(getResolvedOptions(sys.argv, ['message'])['message'])\n",
    )
    template = _template(location)
    cfn.create_stack(
        StackName="glue-stack", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "glue-stack")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs["JobName"] == "Feature Engineering"
    assert glue.get_database(Name="mydatabase")["Database"]["Description"] == "My database"
    table = glue.get_table(DatabaseName="mydatabase", Name="mytable")["Table"]
    assert table["StorageDescriptor"]["StoredAsSubDirectories"] is True
    part = glue.get_partition(DatabaseName="mydatabase", TableName="mytable", PartitionValues=["2024-01-01"])
    assert part["Partition"]["Parameters"] == {"rows": "3"}
    job = glue.get_job(JobName="Feature Engineering")["Job"]
    assert job["MaxCapacity"] == 1.0 and job["DefaultArguments"] == {"--message": "from-cfn"}
    crawler = glue.get_crawler(Name=outputs["Crawler"])["Crawler"]
    assert crawler["Schedule"]["ScheduleExpression"] == "cron(0 1 * * ? *)"
    assert crawler["DatabaseName"] == "mydatabase"
    run = wait(glue, "Feature Engineering", glue.start_job_run(JobName="Feature Engineering")["JobRunId"])
    assert run["JobRunState"] == "SUCCEEDED", run.get("ErrorMessage")

    changed = copy.deepcopy(template)
    changed["Resources"]["Db"]["Properties"]["DatabaseInput"]["Description"] = "changed"
    columns = changed["Resources"]["Tbl"]["Properties"]["TableInput"]["StorageDescriptor"]["Columns"]
    columns.append({"Name": "age", "Type": "int"})
    changed["Resources"]["Job"]["Properties"]["Timeout"] = 10
    changed["Resources"]["Job"]["Properties"]["Tags"] = {"team": "ml"}
    changed["Resources"]["Part"]["Properties"]["PartitionInput"]["Parameters"] = {"rows": "4"}
    cfn.update_stack(
        StackName="glue-stack", TemplateBody=json.dumps(changed), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "glue-stack")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert glue.get_database(Name="mydatabase")["Database"]["Description"] == "changed"
    table = glue.get_table(DatabaseName="mydatabase", Name="mytable")["Table"]
    assert len(table["StorageDescriptor"]["Columns"]) == 3 and table["VersionId"] == "1"
    assert glue.get_job(JobName="Feature Engineering")["Job"]["Timeout"] == 10
    account = labcloud.boto3_client("sts").get_caller_identity()["Account"]
    arn = f"arn:aws:glue:{glue.meta.region_name}:{account}:job/Feature Engineering"
    assert glue.get_tags(ResourceArn=arn)["Tags"] == {"team": "ml"}
    part = glue.get_partition(DatabaseName="mydatabase", TableName="mytable", PartitionValues=["2024-01-01"])
    assert part["Partition"]["Parameters"] == {"rows": "4"}

    stack_id = stack["StackId"]
    cfn.delete_stack(StackName="glue-stack")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    for call, kwargs in (
        (glue.get_database, {"Name": "mydatabase"}),
        (glue.get_job, {"JobName": "Feature Engineering"}),
        (glue.get_crawler, {"Name": outputs["Crawler"]}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "EntityNotFoundException"


def test_a_refused_property_fails_the_stack_with_glues_error(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = {
        "Resources": {
            "Job": {
                "Type": "AWS::Glue::Job",
                "Properties": {
                    "Command": {"Name": "pythonshell", "ScriptLocation": "s3://b/s.py"},
                    "Role": "arn:aws:iam::000000000000:role/r",
                    "Connections": {"Connections": ["my-connection"]},
                },
            }
        }
    }
    cfn.create_stack(StackName="glue-refused", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "glue-refused")
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason") or ""
        for e in cfn.describe_stack_events(StackName="glue-refused")["StackEvents"]
        if e["LogicalResourceId"] == "Job" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "InvalidInputException" in reasons[0] and "Connections" in reasons[0]
