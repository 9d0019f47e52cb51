"""Projects through boto3: what CreateProject keeps and answers (AWS's defaults), UpdateProject, the
listings, DeleteProject, and every refusal with its exact code: sources, environments and members labcloud
does not run, a role CodeBuild may not assume, names, duplicates, unknown projects and builds."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.codebuild.builds_setup import ENVIRONMENT, unique

from labcloud.testing.server_process import LabcloudProcess

SPEC = "version: 0.2\nphases:\n  build:\n    commands:\n      - echo hi\n"


def _code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def test_projects_are_kept_listed_updated_deleted_and_refused_by_name(
    codebuild: Any, service_role: str, labcloud: LabcloudProcess
) -> None:
    name = unique("p")
    made = codebuild.create_project(
        name=name,
        description="first",
        source={"type": "NO_SOURCE", "buildspec": SPEC},
        artifacts={"type": "S3", "location": "out-bucket", "packaging": "ZIP"},
        environment={**ENVIRONMENT, "environmentVariables": [{"name": "A", "value": "1"}]},
        serviceRole=service_role,
        logsConfig={"cloudWatchLogs": {"status": "ENABLED", "groupName": "builds", "streamName": "app"}},
        tags=[{"key": "team", "value": "core"}],
    )["project"]
    assert made["arn"] == f"arn:aws:codebuild:us-east-1:000000000000:project/{name}"
    assert made["timeoutInMinutes"] == 60 and made["queuedTimeoutInMinutes"] == 480
    assert made["artifacts"] == {
        "type": "S3",
        "location": "out-bucket",
        "packaging": "ZIP",
        "name": name,
        "namespaceType": "NONE",
        "encryptionDisabled": False,
        "overrideArtifactName": False,
    }
    assert made["environment"]["environmentVariables"] == [{"name": "A", "value": "1", "type": "PLAINTEXT"}]
    assert made["cache"] == {"type": "NO_CACHE"} and made["badge"] == {"badgeEnabled": False}
    assert made["encryptionKey"] == "arn:aws:kms:us-east-1:000000000000:alias/aws/s3"
    assert made["tags"] == [{"key": "team", "value": "core"}]
    with pytest.raises(ClientError) as exc:
        codebuild.create_project(
            name=name, source={"type": "NO_SOURCE", "buildspec": SPEC}, artifacts={"type": "NO_ARTIFACTS"},
            environment=ENVIRONMENT, serviceRole=service_role,
        )  # fmt: skip
    assert _code(exc) == "ResourceAlreadyExistsException"
    updated = codebuild.update_project(name=made["arn"], description="second", timeoutInMinutes=30)["project"]
    assert updated["description"] == "second" and updated["timeoutInMinutes"] == 30
    assert updated["source"]["buildspec"] == SPEC and updated["lastModified"] >= made["lastModified"]
    got = codebuild.batch_get_projects(names=[name, "missing-one"])
    assert [p["description"] for p in got["projects"]] == ["second"]
    assert got["projectsNotFound"] == ["missing-one"]
    assert name in codebuild.list_projects(sortBy="NAME", sortOrder="ASCENDING")["projects"]
    bad: list[tuple[dict[str, Any], str]] = [
        ({"source": {"type": "GITHUB", "location": "https://github.com/o/r"}}, "GITHUB"),
        ({"source": {"type": "CODEPIPELINE"}}, "CodePipeline"),
        ({"source": {"type": "S3", "location": "just-a-bucket"}}, "location"),
        ({"source": {"type": "NO_SOURCE"}}, "buildspec"),
        ({"artifacts": {"type": "S3"}}, "location"),
        ({"environment": {**ENVIRONMENT, "type": "WINDOWS_SERVER_2019_CONTAINER"}}, "WINDOWS"),
        (
            {"secondarySources": [{"type": "NO_SOURCE", "buildspec": SPEC, "sourceIdentifier": "x"}]},
            "secondary",
        ),
        ({"vpcConfig": {"vpcId": "vpc-1", "subnets": ["s"], "securityGroupIds": ["g"]}}, "vpcConfig"),
        ({"cache": {"type": "S3", "location": "b/c"}}, "cache"),
        ({"logsConfig": {"s3Logs": {"status": "ENABLED", "location": "b/l"}}}, "s3Logs"),
        ({"timeoutInMinutes": 3000}, "timeoutInMinutes"),
        ({"name": "-bad name"}, "name"),
        (
            {"environment": {**ENVIRONMENT, "environmentVariables": [{"name": "CODEBUILD_X", "value": "1"}]}},
            "reserved",
        ),
    ]
    iam = labcloud.boto3_client("iam")
    untrusted = iam.create_role(
        RoleName=unique("not-cb"),
        AssumeRolePolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Principal": {"Service": "glue.amazonaws.com"},
                        "Action": "sts:AssumeRole",
                    }
                ],
            }
        ),
    )["Role"]["Arn"]
    bad.append(({"serviceRole": untrusted}, "sts:AssumeRole"))
    for change, words in bad:
        given = {
            "name": unique("q"),
            "source": {"type": "NO_SOURCE", "buildspec": SPEC},
            "artifacts": {"type": "NO_ARTIFACTS"},
            "environment": ENVIRONMENT,
            "serviceRole": service_role,
            **change,
        }
        with pytest.raises(ClientError) as exc:
            codebuild.create_project(**given)
        assert _code(exc) == "InvalidInputException", change
        assert words in exc.value.response["Error"]["Message"], change
    with pytest.raises(ClientError) as exc:
        codebuild.update_project(name="no-such-project", description="x")
    assert _code(exc) == "ResourceNotFoundException"
    with pytest.raises(ClientError) as exc:
        codebuild.start_build(projectName=name, imageOverride="aws/codebuild/standard:5.0")
    assert _code(exc) == "InvalidInputException" and "imageOverride" in exc.value.response["Error"]["Message"]
    for call, kwargs in (
        (codebuild.start_build, {"projectName": "no-such-project"}),
        (codebuild.list_builds_for_project, {"projectName": "no-such-project"}),
        (codebuild.stop_build, {"id": "no-such-project:5b7a8c0e-0000-0000-0000-000000000000"}),
        (codebuild.retry_build, {"id": "no-such-project:5b7a8c0e-0000-0000-0000-000000000000"}),
    ):
        with pytest.raises(ClientError) as exc:
            call(**kwargs)
        assert _code(exc) == "ResourceNotFoundException", call
    tagging = labcloud.boto3_client("resourcegroupstaggingapi")
    tagging.tag_resources(ResourceARNList=[made["arn"]], Tags={"env": "lab"})
    tagging.untag_resources(ResourceARNList=[made["arn"]], TagKeys=["team"])
    listed = tagging.get_resources(ResourceTypeFilters=["codebuild:project"], TagFilters=[{"Key": "env"}])
    assert [(r["ResourceARN"], r["Tags"]) for r in listed["ResourceTagMappingList"]] == [
        (made["arn"], [{"Key": "env", "Value": "lab"}])
    ]
    codebuild.delete_project(name=name)
    codebuild.delete_project(name=name)  # quiet, as AWS's
    assert codebuild.batch_get_projects(names=[name])["projectsNotFound"] == [name]
