"""Amazon MQ's control plane with boto3: brokers on the clock (CREATION_IN_PROGRESS → RUNNING, AWS's
endpoint formats, pending changes applied by a reboot, deletion), ActiveMQ users pending until a reboot,
configurations and their revisions kept verbatim, tags, paging, and each refusal's exact code and
ErrorAttribute."""

from __future__ import annotations

import base64
from typing import Any

import pytest
from botocore.exceptions import ClientError
from mq_helpers import PASSWORD, broker_params

from labcloud.testing.server_process import LabcloudProcess


def _error(call: Any, **kwargs: Any) -> tuple[str, str | None]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    response = caught.value.response
    return str(response["Error"]["Code"]), response.get("ErrorAttribute")


def test_an_activemq_broker_lives_on_the_clock(
    labcloud: LabcloudProcess, mq: Any, network: dict[str, str]
) -> None:
    config = mq.create_configuration(Name="amq", EngineType="ACTIVEMQ", EngineVersion="5.18", Tags={"t": "c"})
    made = mq.create_broker(
        **broker_params(
            "orders",
            HostInstanceType="mq.m5.large",
            DeploymentMode="ACTIVE_STANDBY_MULTI_AZ",
            PubliclyAccessible=False,
            SubnetIds=[network["a"], network["b"]],
            SecurityGroups=[network["sg"]],
            Configuration={"Id": config["Id"]},
            Logs={"General": True, "Audit": True},
            MaintenanceWindowStartTime={"DayOfWeek": "MONDAY", "TimeOfDay": "03:30"},
            Tags={"team": "a"},
            CreatorRequestId="once",
        )
    )
    bid = made["BrokerId"]
    assert made["BrokerArn"] == f"arn:aws:mq:us-east-1:000000000000:broker:orders:{bid}"
    again = mq.create_broker(**broker_params("orders-2", CreatorRequestId="once"))
    assert again["BrokerId"] == bid  # CreatorRequestId makes CreateBroker idempotent
    creating = mq.describe_broker(BrokerId=bid)
    assert creating["BrokerState"] == "CREATION_IN_PROGRESS" and creating["BrokerInstances"] == []
    labcloud.advance_clock(5)
    running = mq.describe_broker(BrokerId=bid)
    assert running["BrokerState"] == "RUNNING"
    hosts = [f"{bid}-1.mq.us-east-1.amazonaws.com", f"{bid}-2.mq.us-east-1.amazonaws.com"]
    assert [i["ConsoleURL"] for i in running["BrokerInstances"]] == [f"https://{h}:8162" for h in hosts]
    assert running["BrokerInstances"][0]["Endpoints"][0] == f"ssl://{hosts[0]}:61617"
    assert running["Configurations"]["Current"] == {"Id": config["Id"], "Revision": 1}
    assert running["Logs"]["AuditLogGroup"] == f"/aws/amazonmq/broker/{bid}/audit"
    assert running["MaintenanceWindowStartTime"] == {
        "DayOfWeek": "MONDAY",
        "TimeOfDay": "03:30",
        "TimeZone": "UTC",
    }
    assert running["Users"] == [{"Username": "admin"}] and running["Tags"] == {"team": "a"}

    # users change at the next reboot, as on AWS
    mq.create_user(BrokerId=bid, Username="app", Password=PASSWORD, Groups=["apps"])
    mq.update_user(BrokerId=bid, Username="admin", ConsoleAccess=False)
    assert mq.describe_user(BrokerId=bid, Username="app")["Pending"] == {
        "ConsoleAccess": False,
        "Groups": ["apps"],
        "PendingChange": "CREATE",
    }
    assert _error(mq.create_user, BrokerId=bid, Username="app", Password=PASSWORD) == (
        "ConflictException",
        "username",
    )
    assert _error(mq.describe_user, BrokerId=bid, Username="nobody") == ("NotFoundException", "username")
    mq.update_configuration(
        ConfigurationId=config["Id"],
        Data=base64.b64encode(b"<broker xmlns='http://activemq.apache.org/schema/core'/>").decode(),
    )
    mq.update_broker(BrokerId=bid, EngineVersion="5.17.6", Configuration={"Id": config["Id"], "Revision": 2})
    pending = mq.describe_broker(BrokerId=bid)
    assert (
        pending["PendingEngineVersion"] == "5.17.6" and pending["Configurations"]["Pending"]["Revision"] == 2
    )
    assert sorted(u.get("PendingChange", "") for u in pending["Users"]) == ["CREATE", "UPDATE"]
    mq.reboot_broker(BrokerId=bid)
    assert mq.describe_broker(BrokerId=bid)["BrokerState"] == "REBOOT_IN_PROGRESS"
    assert _error(mq.reboot_broker, BrokerId=bid) == ("BadRequestException", "broker-id")
    labcloud.advance_clock(5)
    rebooted = mq.describe_broker(BrokerId=bid)
    assert rebooted["EngineVersion"] == "5.17.6" and "PendingEngineVersion" not in rebooted
    assert rebooted["Configurations"]["Current"]["Revision"] == 2
    assert rebooted["Configurations"]["History"] == [{"Id": config["Id"], "Revision": 1}]
    assert mq.describe_user(BrokerId=bid, Username="admin")["ConsoleAccess"] is False
    mq.delete_user(BrokerId=bid, Username="app")
    assert mq.list_users(BrokerId=bid)["Users"] == [
        {"Username": "admin"},
        {"PendingChange": "DELETE", "Username": "app"},
    ]

    # tags, paging, deletion
    mq.create_tags(ResourceArn=made["BrokerArn"], Tags={"env": "test"})
    mq.delete_tags(ResourceArn=made["BrokerArn"], TagKeys=["team"])
    assert mq.list_tags(ResourceArn=made["BrokerArn"])["Tags"] == {"env": "test"}
    assert mq.list_tags(ResourceArn=config["Arn"])["Tags"] == {"t": "c"}
    mq.create_broker(**broker_params("second"))
    first = mq.list_brokers(MaxResults=1)
    second = mq.list_brokers(MaxResults=1, NextToken=first["NextToken"])
    assert [b["BrokerName"] for b in first["BrokerSummaries"] + second["BrokerSummaries"]] == [
        "orders",
        "second",
    ]
    assert "NextToken" not in second
    assert mq.delete_broker(BrokerId=bid)["BrokerId"] == bid
    assert mq.describe_broker(BrokerId=bid)["BrokerState"] == "DELETION_IN_PROGRESS"
    labcloud.advance_clock(5)
    assert _gone(mq, bid)  # deleted once DELETE_SECONDS have passed on the clock
    mq.delete_configuration(ConfigurationId=config["Id"])
    assert _error(mq.describe_configuration, ConfigurationId=config["Id"]) == (
        "NotFoundException",
        "configuration-id",
    )


def _gone(mq: Any, bid: str) -> bool:
    try:
        mq.describe_broker(BrokerId=bid)
    except ClientError as error:
        return bool(error.response["Error"]["Code"] == "NotFoundException")
    return False


def test_rabbitmq_brokers_and_configuration_revisions(labcloud: LabcloudProcess, mq: Any) -> None:
    made = mq.create_broker(
        **broker_params(
            "rabbit",
            "RABBITMQ",
            EngineVersion="3.13",
            HostInstanceType="mq.m5.large",
            # Terraform's user block always sends consoleAccess (false): RabbitMQ takes that
            Users=[{"Username": "admin", "Password": PASSWORD, "ConsoleAccess": False}],
            DeploymentMode="CLUSTER_MULTI_AZ",
        )
    )
    labcloud.advance_clock(5)
    described = mq.describe_broker(BrokerId=made["BrokerId"])
    host = f"{made['BrokerId']}.mq.us-east-1.amazonaws.com"
    assert described["BrokerInstances"] == [
        {"ConsoleURL": f"https://{host}", "Endpoints": [f"amqps://{host}:5671"]}
    ]
    assert described["StorageType"] == "EBS" and "AuditLogGroup" not in described["Logs"]
    assert _error(mq.list_users, BrokerId=made["BrokerId"]) == ("BadRequestException", "broker-id")

    config = mq.create_configuration(Name="rmq", EngineType="RABBITMQ", EngineVersion="3.13")
    cuttlefish = base64.b64encode(b"consumer_timeout = 60000\n# kept verbatim\n").decode()
    updated = mq.update_configuration(ConfigurationId=config["Id"], Data=cuttlefish, Description="shorter")
    assert updated["LatestRevision"]["Revision"] == 2 and updated["Warnings"] == []
    revision = mq.describe_configuration_revision(ConfigurationId=config["Id"], ConfigurationRevision="2")
    assert revision["Data"] == cuttlefish and revision["Description"] == "shorter"
    assert [
        r["Revision"] for r in mq.list_configuration_revisions(ConfigurationId=config["Id"])["Revisions"]
    ] == [1, 2]
    assert (
        mq.describe_configuration(ConfigurationId=config["Id"])["LatestRevision"]["Description"] == "shorter"
    )
    assert _error(
        mq.describe_configuration_revision, ConfigurationId=config["Id"], ConfigurationRevision="9"
    ) == (
        "NotFoundException",
        "configuration-revision",
    )
    amq = mq.create_configuration(Name="amq", EngineType="ACTIVEMQ")
    assert _error(mq.update_configuration, ConfigurationId=amq["Id"], Data="bm90IHhtbA==") == (
        "BadRequestException",
        "data",
    )
    assert _error(mq.update_configuration, ConfigurationId=amq["Id"], Data="!!") == (
        "BadRequestException",
        "data",
    )
    assert _error(mq.update_broker, BrokerId=made["BrokerId"], Configuration={"Id": amq["Id"]}) == (
        "BadRequestException",
        "configuration",
    )


def test_every_refusal_has_its_code(mq: Any, network: dict[str, str]) -> None:
    cases: list[tuple[dict[str, Any], tuple[str, str | None]]] = [
        (broker_params("bad name!"), ("BadRequestException", "brokerName")),
        (broker_params("v", EngineVersion="5.1"), ("BadRequestException", "engineVersion")),
        (broker_params("i", HostInstanceType="mq.c5.large"), ("BadRequestException", "hostInstanceType")),
        (
            broker_params("t", DeploymentMode="ACTIVE_STANDBY_MULTI_AZ"),
            ("BadRequestException", "hostInstanceType"),
        ),
        (broker_params("m", DeploymentMode="CLUSTER_MULTI_AZ"), ("BadRequestException", "deploymentMode")),
        (
            broker_params("p", Users=[{"Username": "admin", "Password": "short"}]),
            ("BadRequestException", "password"),
        ),
        (broker_params("u", Users=[]), ("BadRequestException", "users")),
        (
            broker_params(
                "q", "RABBITMQ", Users=[{"Username": "admin", "Password": PASSWORD, "ConsoleAccess": True}]
            ),
            ("BadRequestException", "users"),
        ),
        (broker_params("s", SubnetIds=["subnet-00000000"]), ("BadRequestException", "subnetIds")),
        (broker_params("g", SecurityGroups=["sg-00000000"]), ("BadRequestException", "securityGroups")),
        (broker_params("n", PubliclyAccessible=False), ("BadRequestException", "subnetIds")),
        (
            broker_params("l", AuthenticationStrategy="LDAP"),
            ("BadRequestException", "authenticationStrategy"),
        ),
        (broker_params("r", DataReplicationMode="CRDR"), ("BadRequestException", "dataReplicationMode")),
        (broker_params("a", "RABBITMQ", Logs={"Audit": True}), ("BadRequestException", "logs")),
        (
            broker_params("k", EncryptionOptions={"UseAwsOwnedKey": True, "KmsKeyId": "k"}),
            ("BadRequestException", "kmsKeyId"),
        ),
        (
            broker_params("w", MaintenanceWindowStartTime={"DayOfWeek": "MONDAY", "TimeOfDay": "25:00"}),
            ("BadRequestException", "timeOfDay"),
        ),
        (broker_params("c", Configuration={"Id": "c-nope"}), ("NotFoundException", "configuration-id")),
    ]
    for params, expected in cases:
        assert _error(mq.create_broker, **params) == expected, params["BrokerName"]
    mq.create_broker(**broker_params("taken"))
    assert _error(mq.create_broker, **broker_params("taken")) == ("ConflictException", "brokerName")
    assert _error(mq.describe_broker, BrokerId="b-nope") == ("NotFoundException", "broker-id")
    assert _error(mq.list_brokers, NextToken="nope") == ("BadRequestException", "nextToken")
    assert _error(mq.list_tags, ResourceArn="arn:aws:mq:us-east-1:000000000000:broker:x:b-x") == (
        "NotFoundException",
        "resource-arn",
    )
    assert _error(mq.create_configuration, Name="x", EngineType="KAFKA")[0] == "BadRequestException"
    assert _error(mq.promote, BrokerId="b-x", Mode="SWITCHOVER")[0] == "NotImplementedException"
