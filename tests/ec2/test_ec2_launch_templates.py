"""Launch templates through boto3: versions, ``$Latest``/``$Default``, the default version, RunInstances
from a template (the request's members over the template's), deleting versions and templates, and EC2's
error codes."""

from __future__ import annotations

from typing import Any

from ec2_helpers import code_of

AL2023 = "ami-0a1b2c3d4e5f60001"
UBUNTU = "ami-0c1d2e3f4a5b60011"


def test_versions_and_run_instances_from_a_template(ec2: Any) -> None:
    made = ec2.create_launch_template(
        LaunchTemplateName="web-template",
        VersionDescription="first",
        LaunchTemplateData={
            "ImageId": AL2023,
            "InstanceType": "t3.small",
            "TagSpecifications": [
                {"ResourceType": "instance", "Tags": [{"Key": "from", "Value": "template"}]}
            ],
        },
        TagSpecifications=[{"ResourceType": "launch-template", "Tags": [{"Key": "team", "Value": "web"}]}],
    )["LaunchTemplate"]
    template_id = made["LaunchTemplateId"]
    assert template_id.startswith("lt-")
    assert (made["DefaultVersionNumber"], made["LatestVersionNumber"]) == (1, 1)
    assert made["Tags"] == [{"Key": "team", "Value": "web"}]
    second = ec2.create_launch_template_version(
        LaunchTemplateId=template_id, SourceVersion="1", LaunchTemplateData={"ImageId": UBUNTU}
    )["LaunchTemplateVersion"]
    assert second["VersionNumber"] == 2 and second["DefaultVersion"] is False
    assert second["LaunchTemplateData"]["InstanceType"] == "t3.small"
    latest = ec2.describe_launch_template_versions(LaunchTemplateId=template_id, Versions=["$Latest"])
    assert [v["VersionNumber"] for v in latest["LaunchTemplateVersions"]] == [2]
    both = ec2.describe_launch_template_versions(LaunchTemplateName="web-template")["LaunchTemplateVersions"]
    assert [(v["VersionNumber"], v["DefaultVersion"]) for v in both] == [(1, True), (2, False)]

    from_default = ec2.run_instances(
        MinCount=1, MaxCount=1, LaunchTemplate={"LaunchTemplateId": template_id}
    )["Instances"][0]
    assert (from_default["ImageId"], from_default["InstanceType"]) == (AL2023, "t3.small")
    tags = {t["Key"]: t["Value"] for t in from_default["Tags"]}
    assert tags == {
        "from": "template",
        "aws:ec2launchtemplate:id": template_id,
        "aws:ec2launchtemplate:version": "1",
    }
    from_latest = ec2.run_instances(
        MinCount=1,
        MaxCount=1,
        InstanceType="m5.large",
        LaunchTemplate={"LaunchTemplateName": "web-template", "Version": "$Latest"},
    )["Instances"][0]
    assert (from_latest["ImageId"], from_latest["InstanceType"]) == (UBUNTU, "m5.large")

    modified = ec2.modify_launch_template(LaunchTemplateId=template_id, DefaultVersion="2")["LaunchTemplate"]
    assert modified["DefaultVersionNumber"] == 2
    deleted = ec2.delete_launch_template_versions(LaunchTemplateId=template_id, Versions=["1", "2", "9"])
    assert [v["VersionNumber"] for v in deleted["SuccessfullyDeletedLaunchTemplateVersions"]] == [1]
    refused = {
        v["VersionNumber"]: v["ResponseError"]["Code"]
        for v in deleted["UnsuccessfullyDeletedLaunchTemplateVersions"]
    }
    assert refused == {2: "launchTemplateVersionIsDefault", 9: "launchTemplateVersionDoesNotExist"}
    assert (
        code_of(lambda: ec2.describe_launch_template_versions(LaunchTemplateId=template_id, Versions=["1"]))
        == "InvalidLaunchTemplateId.VersionNotFound"
    )
    assert (
        code_of(
            lambda: ec2.run_instances(
                MinCount=1, MaxCount=1, LaunchTemplate={"LaunchTemplateId": template_id, "Version": "7"}
            )
        )
        == "InvalidLaunchTemplateId.VersionNotFound"
    )
    listed = ec2.describe_launch_templates(Filters=[{"Name": "tag:team", "Values": ["web"]}])[
        "LaunchTemplates"
    ]
    assert [t["LaunchTemplateId"] for t in listed] == [template_id]
    ec2.terminate_instances(InstanceIds=[from_default["InstanceId"], from_latest["InstanceId"]])
    ec2.delete_launch_template(LaunchTemplateName="web-template")
    assert code_of(lambda: ec2.describe_launch_templates(LaunchTemplateIds=[template_id])) == (
        "InvalidLaunchTemplateId.NotFound"
    )


def test_launch_template_errors(ec2: Any) -> None:
    ec2.create_launch_template(LaunchTemplateName="dup-template", LaunchTemplateData={"ImageId": AL2023})
    assert (
        code_of(
            lambda: ec2.create_launch_template(
                LaunchTemplateName="dup-template", LaunchTemplateData={"InstanceType": "t3.micro"}
            )
        )
        == "InvalidLaunchTemplateName.AlreadyExistsException"
    )
    assert (
        code_of(
            lambda: ec2.create_launch_template(
                LaunchTemplateName="x", LaunchTemplateData={"InstanceType": "t3.micro"}
            )
        )
        == "InvalidLaunchTemplateName.MalformedException"
    )
    assert (
        code_of(
            lambda: ec2.create_launch_template(
                LaunchTemplateName="spot-template",
                LaunchTemplateData={"InstanceMarketOptions": {"MarketType": "spot"}},
            )
        )
        == "InvalidParameterValue"
    )
    assert code_of(lambda: ec2.describe_launch_templates(LaunchTemplateNames=["missing-template"])) == (
        "InvalidLaunchTemplateName.NotFoundException"
    )
    assert code_of(lambda: ec2.delete_launch_template(LaunchTemplateId="lt-0123456789abcdef0")) == (
        "InvalidLaunchTemplateId.NotFound"
    )
    assert code_of(lambda: ec2.delete_launch_template(LaunchTemplateId="template-1")) == (
        "InvalidLaunchTemplateId.Malformed"
    )
    ec2.delete_launch_template(LaunchTemplateName="dup-template")
