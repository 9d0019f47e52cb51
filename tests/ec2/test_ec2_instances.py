"""Instances as records through boto3: RunInstances' checks and EC2's error codes, the states on the clock
(pending → running, stopping → stopped, shutting-down → terminated), DescribeInstances' reservations,
filters and pages, DescribeInstanceStatus, the attributes, the instance's network interface, the image
catalogue, and records surviving kill -9."""

from __future__ import annotations

import base64
import time
from typing import Any

from ec2_helpers import code_of, failure, new_vpc

from labcloud.testing.server_process import LabcloudProcess

AL2023 = "ami-0a1b2c3d4e5f60001"
AL2023_ARM = "ami-0a1b2c3d4e5f60002"


def _state(ec2: Any, instance_id: str) -> str:
    reservations = ec2.describe_instances(InstanceIds=[instance_id])["Reservations"]
    return str(reservations[0]["Instances"][0]["State"]["Name"])


def wait_state(ec2: Any, instance_id: str, wanted: str) -> None:
    for _ in range(200):
        if _state(ec2, instance_id) == wanted:
            return
        time.sleep(0.05)
    raise AssertionError(f"{instance_id} never reached {wanted} (now {_state(ec2, instance_id)})")


def _network(ec2: Any, cidr: str) -> tuple[str, str, str]:
    vpc_id = new_vpc(ec2, cidr)
    block = cidr.replace(".0.0/16", ".1.0/24")
    subnet_id = ec2.create_subnet(VpcId=vpc_id, CidrBlock=block, AvailabilityZone="us-east-1b")["Subnet"][
        "SubnetId"
    ]
    group_id = ec2.create_security_group(GroupName="web", Description="web", VpcId=vpc_id)["GroupId"]
    return vpc_id, subnet_id, group_id


def test_images_catalogue(ec2: Any) -> None:
    amazon = ec2.describe_images(
        Owners=["amazon"], Filters=[{"Name": "name", "Values": ["al2023-ami-2023.*-x86_64"]}]
    )["Images"]
    assert [i["ImageId"] for i in amazon] == [AL2023]
    assert amazon[0]["Architecture"] == "x86_64" and amazon[0]["State"] == "available"
    ubuntu = ec2.describe_images(
        Owners=["099720109477"], Filters=[{"Name": "architecture", "Values": ["arm64"]}]
    )
    assert all("ubuntu" in i["Name"] for i in ubuntu["Images"]) and len(ubuntu["Images"]) == 2
    assert ec2.describe_images(Owners=["self"])["Images"] == []
    windows = ec2.describe_images(Owners=["amazon"], Filters=[{"Name": "platform", "Values": ["windows"]}])[
        "Images"
    ]
    assert sorted(i["Name"].rsplit("-", 1)[0] for i in windows) == [
        "Windows_Server-2019-English-Full-Base",
        "Windows_Server-2022-English-Core-Base",
        "Windows_Server-2022-English-Full-Base",
    ]
    assert {(i["PlatformDetails"], i["UsageOperation"], i["RootDeviceName"]) for i in windows} == {
        ("Windows", "RunInstances:0002", "/dev/sda1")
    }
    assert code_of(lambda: ec2.describe_images(ImageIds=["ami-0000000000000dead"])) == "InvalidAMIID.NotFound"
    assert code_of(lambda: ec2.describe_images(ImageIds=["image-1"])) == "InvalidAMIID.Malformed"


def test_instance_types_and_cpu_credits(ec2: Any) -> None:
    [micro, graviton] = ec2.describe_instance_types(InstanceTypes=["t3.micro", "m7g.large"])["InstanceTypes"]
    assert micro["BurstablePerformanceSupported"] is True and micro["MemoryInfo"]["SizeInMiB"] == 1024
    assert graviton["ProcessorInfo"]["SupportedArchitectures"] == ["arm64"]
    arm = ec2.describe_instance_types(
        Filters=[{"Name": "processor-info.supported-architecture", "Values": ["arm64"]}]
    )["InstanceTypes"]
    assert arm and all(t["ProcessorInfo"]["SupportedArchitectures"] == ["arm64"] for t in arm)
    assert code_of(lambda: ec2.describe_instance_types(InstanceTypes=["x9.huge"])) == "InvalidInstanceType"
    burst = ec2.run_instances(ImageId=AL2023, InstanceType="t3.micro", MinCount=1, MaxCount=1)["Instances"][0]
    steady = ec2.run_instances(ImageId=AL2023, InstanceType="m5.large", MinCount=1, MaxCount=1)["Instances"][
        0
    ]
    ids = [burst["InstanceId"], steady["InstanceId"]]
    credits = ec2.describe_instance_credit_specifications(InstanceIds=ids)["InstanceCreditSpecifications"]
    assert credits == [{"InstanceId": burst["InstanceId"], "CpuCredits": "unlimited"}]
    changed = ec2.modify_instance_credit_specification(
        InstanceCreditSpecifications=[
            {"InstanceId": burst["InstanceId"], "CpuCredits": "standard"},
            {"InstanceId": steady["InstanceId"], "CpuCredits": "standard"},
        ]
    )
    assert changed["SuccessfulInstanceCreditSpecifications"] == [{"InstanceId": burst["InstanceId"]}]
    assert changed["UnsuccessfulInstanceCreditSpecifications"][0]["Error"]["Code"] == "UnsupportedOperation"
    again = ec2.describe_instance_credit_specifications(InstanceIds=[burst["InstanceId"]])
    assert again["InstanceCreditSpecifications"][0]["CpuCredits"] == "standard"
    ec2.terminate_instances(InstanceIds=ids)


def test_run_describe_and_the_lifecycle(ec2: Any) -> None:
    vpc_id, subnet_id, group_id = _network(ec2, "10.70.0.0/16")
    ec2.create_key_pair(KeyName="life")
    user_data = "#!/bin/bash\necho hello\n"
    reservation = ec2.run_instances(
        ImageId=AL2023,
        InstanceType="t3.micro",
        MinCount=2,
        MaxCount=2,
        SubnetId=subnet_id,
        SecurityGroupIds=[group_id],
        KeyName="life",
        UserData=user_data,
        TagSpecifications=[{"ResourceType": "instance", "Tags": [{"Key": "Name", "Value": "web"}]}],
    )
    assert reservation["ReservationId"].startswith("r-")
    first, second = reservation["Instances"]
    assert first["State"] == {"Code": 0, "Name": "pending"}
    assert first["InstanceId"].startswith("i-") and len(first["InstanceId"]) == 19
    assert (first["AmiLaunchIndex"], second["AmiLaunchIndex"]) == (0, 1)
    assert first["PrivateIpAddress"] == "10.70.1.4" and second["PrivateIpAddress"] == "10.70.1.5"
    assert first["PrivateDnsName"] == "ip-10-70-1-4.ec2.internal"
    assert first["Placement"]["AvailabilityZone"] == "us-east-1b"
    assert first["SecurityGroups"] == [{"GroupId": group_id, "GroupName": "web"}]
    assert (first["VpcId"], first["KeyName"], first["Tags"]) == (
        vpc_id,
        "life",
        [{"Key": "Name", "Value": "web"}],
    )
    instance_id = first["InstanceId"]
    wait_state(ec2, instance_id, "running")
    [listed] = ec2.describe_instances(InstanceIds=[instance_id, second["InstanceId"]])["Reservations"]
    assert listed["ReservationId"] == reservation["ReservationId"] and len(listed["Instances"]) == 2
    named = ec2.describe_instances(
        Filters=[{"Name": "tag:Name", "Values": ["web"]}, {"Name": "subnet-id", "Values": [subnet_id]}]
    )
    assert {i["InstanceId"] for r in named["Reservations"] for i in r["Instances"]} == {
        instance_id,
        second["InstanceId"],
    }
    paged = ec2.describe_instances(Filters=[{"Name": "vpc-id", "Values": [vpc_id]}], MaxResults=5)
    assert "NextToken" not in paged
    attribute = ec2.describe_instance_attribute(InstanceId=instance_id, Attribute="userData")
    assert base64.b64decode(attribute["UserData"]["Value"]).decode() == user_data
    interfaces = ec2.describe_network_interfaces(
        Filters=[{"Name": "attachment.instance-id", "Values": [instance_id]}]
    )["NetworkInterfaces"]
    assert [(n["PrivateIpAddress"], n["InterfaceType"]) for n in interfaces] == [("10.70.1.4", "interface")]
    assert interfaces[0]["NetworkInterfaceId"] == first["NetworkInterfaces"][0]["NetworkInterfaceId"]
    statuses = ec2.describe_instance_status(InstanceIds=[instance_id])["InstanceStatuses"]
    assert (
        statuses[0]["InstanceStatus"]["Status"] == "ok" and statuses[0]["InstanceState"]["Name"] == "running"
    )
    assert code_of(lambda: ec2.delete_subnet(SubnetId=subnet_id)) == "DependencyViolation"
    assert code_of(lambda: ec2.delete_security_group(GroupId=group_id)) == "DependencyViolation"

    stopping = ec2.stop_instances(InstanceIds=[instance_id])["StoppingInstances"][0]
    assert (stopping["PreviousState"]["Name"], stopping["CurrentState"]["Name"]) == ("running", "stopping")
    code, message = failure(lambda: ec2.start_instances(InstanceIds=[instance_id]))
    assert code == "IncorrectInstanceState" and instance_id in message
    wait_state(ec2, instance_id, "stopped")
    assert ec2.describe_instance_status(InstanceIds=[instance_id])["InstanceStatuses"] == []
    everything = ec2.describe_instance_status(InstanceIds=[instance_id], IncludeAllInstances=True)
    assert everything["InstanceStatuses"][0]["InstanceState"]["Name"] == "stopped"
    assert code_of(lambda: ec2.reboot_instances(InstanceIds=[instance_id])) == "IncorrectInstanceState"
    ec2.modify_instance_attribute(InstanceId=instance_id, InstanceType={"Value": "m5.large"})
    assert ec2.describe_instance_attribute(InstanceId=instance_id, Attribute="instanceType")[
        "InstanceType"
    ] == {"Value": "m5.large"}
    ec2.modify_instance_attribute(InstanceId=instance_id, UserData={"Value": b"echo again"})
    again = ec2.describe_instance_attribute(InstanceId=instance_id, Attribute="userData")["UserData"]["Value"]
    assert base64.b64decode(again) == b"echo again"
    starting = ec2.start_instances(InstanceIds=[instance_id])["StartingInstances"][0]
    assert (starting["PreviousState"]["Name"], starting["CurrentState"]["Name"]) == ("stopped", "pending")
    wait_state(ec2, instance_id, "running")
    assert (
        code_of(
            lambda: ec2.modify_instance_attribute(InstanceId=instance_id, InstanceType={"Value": "m5.xlarge"})
        )
        == "IncorrectInstanceState"
    )
    ec2.reboot_instances(InstanceIds=[instance_id])

    ec2.modify_instance_attribute(InstanceId=instance_id, DisableApiTermination={"Value": True})
    assert code_of(lambda: ec2.terminate_instances(InstanceIds=[instance_id])) == "OperationNotPermitted"
    ec2.modify_instance_attribute(InstanceId=instance_id, DisableApiTermination={"Value": False})
    other = ec2.create_security_group(GroupName="other", Description="o", VpcId=vpc_id)["GroupId"]
    ec2.modify_instance_attribute(InstanceId=instance_id, Groups=[other])
    groups = ec2.describe_instance_attribute(InstanceId=instance_id, Attribute="groupSet")["Groups"]
    assert groups == [{"GroupId": other, "GroupName": "other"}]
    assert (
        code_of(lambda: ec2.modify_instance_attribute(InstanceId=instance_id, Kernel={"Value": "aki-1"}))
        == "InvalidParameterValue"
    )

    ending = ec2.terminate_instances(InstanceIds=[instance_id, second["InstanceId"]])["TerminatingInstances"]
    assert {e["CurrentState"]["Name"] for e in ending} == {"shutting-down"}
    wait_state(ec2, instance_id, "terminated")
    assert (
        ec2.describe_network_interfaces(
            Filters=[{"Name": "attachment.instance-id", "Values": [instance_id]}]
        )["NetworkInterfaces"]
        == []
    )
    assert code_of(lambda: ec2.start_instances(InstanceIds=[instance_id])) == "IncorrectInstanceState"
    assert code_of(lambda: ec2.stop_instances(InstanceIds=[instance_id])) == "IncorrectInstanceState"
    again_ending = ec2.terminate_instances(InstanceIds=[instance_id])["TerminatingInstances"][0]
    assert again_ending["PreviousState"]["Name"] == "terminated"
    ec2.delete_security_group(GroupId=other)
    ec2.delete_security_group(GroupId=group_id)
    ec2.delete_subnet(SubnetId=subnet_id)
    ec2.delete_vpc(VpcId=vpc_id)
    ec2.delete_key_pair(KeyName="life")


def test_run_instances_refusals(ec2: Any) -> None:
    vpc_id, subnet_id, group_id = _network(ec2, "10.71.0.0/16")
    other_vpc, other_subnet, other_group = _network(ec2, "10.72.0.0/16")
    run = {"MinCount": 1, "MaxCount": 1, "SubnetId": subnet_id}
    assert (
        code_of(lambda: ec2.run_instances(ImageId="ami-0000000000000beef", **run)) == "InvalidAMIID.NotFound"
    )
    assert code_of(lambda: ec2.run_instances(ImageId="nonsense", **run)) == "InvalidAMIID.Malformed"
    assert code_of(lambda: ec2.run_instances(**run)) == "MissingParameter"
    assert (
        code_of(lambda: ec2.run_instances(ImageId=AL2023, KeyName="none-such", **run))
        == "InvalidKeyPair.NotFound"
    )
    assert (
        code_of(lambda: ec2.run_instances(ImageId=AL2023, InstanceType="huge.box", **run))
        == "InvalidParameterValue"
    )
    assert code_of(lambda: ec2.run_instances(ImageId=AL2023_ARM, InstanceType="m5.large", **run)) == (
        "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.run_instances(
                ImageId=AL2023, MinCount=1, MaxCount=1, SubnetId="subnet-0123456789abcdef0"
            )
        )
        == "InvalidSubnetID.NotFound"
    )
    assert code_of(lambda: ec2.run_instances(ImageId=AL2023, SecurityGroupIds=[other_group], **run)) == (
        "InvalidParameter"
    )
    assert (
        code_of(lambda: ec2.run_instances(ImageId=AL2023, MinCount=3, MaxCount=2, SubnetId=subnet_id))
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.run_instances(ImageId=AL2023, IamInstanceProfile={"Name": "no-such-profile"}, **run)
        )
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.run_instances(ImageId=AL2023, InstanceMarketOptions={"MarketType": "spot"}, **run)
        )
        == "InvalidParameterValue"
    )
    assert (
        code_of(
            lambda: ec2.run_instances(
                ImageId=AL2023,
                BlockDeviceMappings=[{"DeviceName": "/dev/xvda", "Ebs": {"VolumeSize": 20}}],
                **run,
            )
        )
        == "InvalidParameterValue"
    )
    assert code_of(lambda: ec2.run_instances(ImageId=AL2023, DryRun=True, **run)) == "DryRunOperation"
    assert (
        code_of(lambda: ec2.describe_instances(InstanceIds=["i-0123456789abcdef0"]))
        == "InvalidInstanceID.NotFound"
    )
    assert (
        code_of(lambda: ec2.describe_instances(InstanceIds=["instance-1"])) == "InvalidInstanceID.Malformed"
    )
    assert code_of(lambda: ec2.terminate_instances(InstanceIds=["i-0123456789abcdef0"])) == (
        "InvalidInstanceID.NotFound"
    )
    assert code_of(lambda: ec2.describe_instances(Filters=[{"Name": "colour", "Values": ["x"]}])) == (
        "InvalidParameterValue"
    )
    for vpc, subnet, group in ((vpc_id, subnet_id, group_id), (other_vpc, other_subnet, other_group)):
        ec2.delete_security_group(GroupId=group)
        ec2.delete_subnet(SubnetId=subnet)
        ec2.delete_vpc(VpcId=vpc)


def test_default_vpc_profile_client_token_and_pages(labcloud: LabcloudProcess, ec2: Any) -> None:
    iam = labcloud.boto3_client("iam")
    iam.create_instance_profile(InstanceProfileName="web-profile")
    profile = iam.get_instance_profile(InstanceProfileName="web-profile")["InstanceProfile"]
    made = ec2.run_instances(
        ImageId=AL2023,
        MinCount=1,
        MaxCount=6,
        ClientToken="token-1",
        IamInstanceProfile={"Name": "web-profile"},
        Placement={"AvailabilityZone": "us-east-1c"},
    )
    assert len(made["Instances"]) == 6
    first = made["Instances"][0]
    assert first["IamInstanceProfile"] == {"Arn": profile["Arn"], "Id": profile["InstanceProfileId"]}
    assert first["InstanceType"] == "m1.small" and first["Placement"]["AvailabilityZone"] == "us-east-1c"
    assert [g["GroupName"] for g in first["SecurityGroups"]] == ["default"]
    again = ec2.run_instances(ImageId=AL2023, MinCount=1, MaxCount=6, ClientToken="token-1")
    assert again["ReservationId"] == made["ReservationId"]
    ids = {i["InstanceId"] for i in made["Instances"]}
    reservation_filter = [{"Name": "reservation-id", "Values": [made["ReservationId"]]}]
    page = ec2.describe_instances(Filters=reservation_filter, MaxResults=5)
    rest = ec2.describe_instances(Filters=reservation_filter, MaxResults=5, NextToken=page["NextToken"])
    seen = [i["InstanceId"] for p in (page, rest) for r in p["Reservations"] for i in r["Instances"]]
    assert sorted(seen) == sorted(ids) and "NextToken" not in rest
    by_profile = ec2.describe_instances(
        Filters=[{"Name": "iam-instance-profile.arn", "Values": [profile["Arn"]]}]
    )
    assert {i["InstanceId"] for r in by_profile["Reservations"] for i in r["Instances"]} == ids
    ec2.terminate_instances(InstanceIds=sorted(ids))


def test_instances_survive_kill_and_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ec2 = server.boto3_client("ec2")
        ec2.create_key_pair(KeyName="durable")
        made = ec2.run_instances(ImageId=AL2023, MinCount=1, MaxCount=1, KeyName="durable")["Instances"][0]
        wait_state(ec2, made["InstanceId"], "running")
        ec2.stop_instances(InstanceIds=[made["InstanceId"]])
        server.kill()
        server.start()
        ec2 = server.boto3_client("ec2")
        wait_state(ec2, made["InstanceId"], "stopped")
        [listed] = ec2.describe_instances(InstanceIds=[made["InstanceId"]])["Reservations"][0]["Instances"]
        assert (listed["KeyName"], listed["PrivateIpAddress"]) == ("durable", made["PrivateIpAddress"])
        assert [k["KeyName"] for k in ec2.describe_key_pairs()["KeyPairs"]] == ["durable"]
    finally:
        server.stop()


def test_the_cli_runs_and_terminates_an_instance(labcloud: LabcloudProcess) -> None:
    aws = labcloud.aws_json
    made = aws(
        "ec2",
        "run-instances",
        "--image-id",
        AL2023,
        "--instance-type",
        "t3.micro",
        "--count",
        "1",
        "--user-data",
        "echo from-cli",
        "--tag-specifications",
        "ResourceType=instance,Tags=[{Key=Name,Value=cli}]",
    )
    instance_id = made["Instances"][0]["InstanceId"]
    found = aws(
        "ec2",
        "describe-instances",
        "--filters",
        "Name=tag:Name,Values=cli",
        "--query",
        "Reservations[].Instances[].InstanceId",
    )
    assert found == [instance_id]
    data = aws("ec2", "describe-instance-attribute", "--instance-id", instance_id, "--attribute", "userData")
    assert base64.b64decode(data["UserData"]["Value"]) == b"echo from-cli"
    ending = aws("ec2", "terminate-instances", "--instance-ids", instance_id)["TerminatingInstances"][0]
    assert ending["CurrentState"]["Name"] == "shutting-down"
