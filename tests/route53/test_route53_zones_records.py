"""Hosted zones and record sets over boto3: SOA/NS, change batches applied atomically with AWS's
InvalidChangeBatch messages, aliases, routing policies, Route 53's listing order and pagination."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError


def _code(err: pytest.ExceptionInfo[ClientError]) -> str:
    return str(err.value.response["Error"]["Code"])


def _zone(r53: Any, name: str = "example.com", ref: str = "ref-1") -> str:
    return str(r53.create_hosted_zone(Name=name, CallerReference=ref)["HostedZone"]["Id"].split("/")[-1])


def _change(r53: Any, zone: str, *changes: tuple[str, dict[str, Any]]) -> Any:
    return r53.change_resource_record_sets(
        HostedZoneId=zone,
        ChangeBatch={"Changes": [{"Action": a, "ResourceRecordSet": r} for a, r in changes]},
    )


def _a(name: str, *values: str, ttl: int = 300, **extra: Any) -> dict[str, Any]:
    return {"Name": name, "Type": "A", "TTL": ttl, "ResourceRecords": [{"Value": v} for v in values], **extra}


def test_a_zone_has_soa_ns_and_four_name_servers(r53: Any) -> None:
    made = r53.create_hosted_zone(
        Name="Example.COM", CallerReference="r1", HostedZoneConfig={"Comment": "mine"}
    )
    assert made["ResponseMetadata"]["HTTPStatusCode"] == 201
    zone = made["HostedZone"]
    assert zone["Id"].startswith("/hostedzone/Z") and zone["Name"] == "example.com."
    assert zone["Config"] == {"Comment": "mine", "PrivateZone": False}
    assert zone["ResourceRecordSetCount"] == 2
    assert made["ChangeInfo"]["Status"] == "INSYNC" and made["ChangeInfo"]["Id"].startswith("/change/C")
    assert len(made["DelegationSet"]["NameServers"]) == 4
    assert made["Location"].endswith(zone["Id"])
    got = r53.get_hosted_zone(Id=zone["Id"])
    assert got["HostedZone"]["Name"] == "example.com."
    assert got["DelegationSet"]["NameServers"] == made["DelegationSet"]["NameServers"]
    sets = r53.list_resource_record_sets(HostedZoneId=zone["Id"])["ResourceRecordSets"]
    assert [(s["Name"], s["Type"]) for s in sets] == [("example.com.", "NS"), ("example.com.", "SOA")]
    assert [r["Value"] for r in sets[0]["ResourceRecords"]] == [
        n + "." for n in made["DelegationSet"]["NameServers"]
    ]
    assert r53.get_change(Id=made["ChangeInfo"]["Id"])["ChangeInfo"]["Status"] == "INSYNC"
    assert r53.get_hosted_zone_count()["HostedZoneCount"] == 1
    r53.update_hosted_zone_comment(Id=zone["Id"], Comment="changed")
    assert r53.get_hosted_zone(Id=zone["Id"])["HostedZone"]["Config"]["Comment"] == "changed"


def test_zone_errors(r53: Any) -> None:
    _zone(r53, ref="same")
    with pytest.raises(ClientError) as err:
        r53.create_hosted_zone(Name="other.com", CallerReference="same")
    assert _code(err) == "HostedZoneAlreadyExists"
    with pytest.raises(ClientError) as err:
        r53.create_hosted_zone(Name="bad..name", CallerReference="x")
    assert _code(err) == "InvalidDomainName"
    with pytest.raises(ClientError) as err:
        r53.get_hosted_zone(Id="ZNOTHERE")
    assert (
        _code(err) == "NoSuchHostedZone" and err.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404
    )
    with pytest.raises(ClientError) as err:
        r53.get_change(Id="CNOTHERE")
    assert _code(err) == "NoSuchChange"
    with pytest.raises(ClientError) as err:
        r53.create_hosted_zone(Name="p.com", CallerReference="p", HostedZoneConfig={"PrivateZone": True})
    assert _code(err) == "InvalidInput"
    with pytest.raises(ClientError) as err:
        r53.create_hosted_zone(
            Name="p.com",
            CallerReference="p",
            VPC={"VPCRegion": "us-east-1", "VPCId": "vpc-0000000000000000a"},
        )
    assert _code(err) == "InvalidVPCId"
    with pytest.raises(ClientError) as err:
        r53.create_hosted_zone(Name="p.com", CallerReference="d", DelegationSetId="N1")
    assert _code(err) == "InvalidInput" and "DelegationSetId" in err.value.response["Error"]["Message"]


def test_a_private_zone_names_an_ec2_vpc(labcloud: Any, r53: Any) -> None:
    vpc_id = labcloud.boto3_client("ec2").create_vpc(CidrBlock="10.9.0.0/16")["Vpc"]["VpcId"]
    made = r53.create_hosted_zone(
        Name="internal.corp", CallerReference="p", VPC={"VPCRegion": "us-east-1", "VPCId": vpc_id}
    )
    assert made["HostedZone"]["Config"]["PrivateZone"] is True
    assert made["VPC"] == {"VPCRegion": "us-east-1", "VPCId": vpc_id}
    got = r53.get_hosted_zone(Id=made["HostedZone"]["Id"])
    assert got["VPCs"] == [{"VPCRegion": "us-east-1", "VPCId": vpc_id}]
    listed = r53.list_hosted_zones(HostedZoneType="PrivateHostedZone")["HostedZones"]
    assert [z["Name"] for z in listed] == ["internal.corp."]


def test_change_batches_create_upsert_delete(r53: Any) -> None:
    zone = _zone(r53)
    info = r53.change_resource_record_sets(
        HostedZoneId=zone,
        ChangeBatch={
            "Comment": "first",
            "Changes": [
                {"Action": "CREATE", "ResourceRecordSet": _a("www.example.com", "192.0.2.1", "192.0.2.2")},
                {
                    "Action": "CREATE",
                    "ResourceRecordSet": {
                        "Name": "txt.example.com.",
                        "Type": "TXT",
                        "TTL": 60,
                        "ResourceRecords": [{"Value": '"hello"'}],
                    },
                },
                {
                    "Action": "CREATE",
                    "ResourceRecordSet": {
                        "Name": "*.example.com",
                        "Type": "CNAME",
                        "TTL": 60,
                        "ResourceRecords": [{"Value": "www.example.com"}],
                    },
                },
            ],
        },
    )["ChangeInfo"]
    assert info["Status"] == "INSYNC" and info["Comment"] == "first"
    _change(r53, zone, ("UPSERT", _a("www.example.com.", "192.0.2.9", ttl=60)))
    sets = r53.list_resource_record_sets(HostedZoneId=zone)["ResourceRecordSets"]
    assert [(s["Name"], s["Type"]) for s in sets] == [
        ("example.com.", "NS"),
        ("example.com.", "SOA"),
        ("\\052.example.com.", "CNAME"),
        ("txt.example.com.", "TXT"),
        ("www.example.com.", "A"),
    ]
    assert sets[-1]["TTL"] == 60 and sets[-1]["ResourceRecords"] == [{"Value": "192.0.2.9"}]
    assert r53.get_hosted_zone(Id=zone)["HostedZone"]["ResourceRecordSetCount"] == 5
    # the classic update: DELETE then CREATE of the same set in one batch
    _change(
        r53,
        zone,
        ("DELETE", _a("www.example.com", "192.0.2.9", ttl=60)),
        ("CREATE", _a("www.example.com", "192.0.2.10")),
    )
    with pytest.raises(ClientError) as err:
        r53.delete_hosted_zone(Id=zone)
    assert _code(err) == "HostedZoneNotEmpty"
    _change(
        r53,
        zone,
        ("DELETE", _a("www.example.com", "192.0.2.10")),
        (
            "DELETE",
            {"Name": "txt.example.com.", "Type": "TXT", "TTL": 60, "ResourceRecords": [{"Value": '"hello"'}]},
        ),
        (
            "DELETE",
            {
                "Name": "\\052.example.com.",
                "Type": "CNAME",
                "TTL": 60,
                "ResourceRecords": [{"Value": "www.example.com"}],
            },
        ),
    )
    assert r53.delete_hosted_zone(Id=zone)["ChangeInfo"]["Status"] == "INSYNC"
    assert r53.list_hosted_zones()["HostedZones"] == []


def test_invalid_change_batches_change_nothing(r53: Any) -> None:
    zone = _zone(r53)
    _change(r53, zone, ("CREATE", _a("www.example.com", "192.0.2.1")))

    def refused(*changes: tuple[str, dict[str, Any]]) -> tuple[str, str]:
        with pytest.raises(ClientError) as err:
            _change(r53, zone, *changes)
        return _code(err), str(err.value.response["Error"]["Message"])

    code, message = refused(
        ("CREATE", _a("new.example.com", "192.0.2.3")), ("CREATE", _a("www.example.com", "192.0.2.1"))
    )
    assert code == "InvalidChangeBatch"
    assert (
        message
        == "[Tried to create resource record set [name='www.example.com.', type='A'] but it already exists]"
    )
    code, message = refused(("DELETE", _a("gone.example.com", "192.0.2.1")))
    assert (code, message) == (
        "InvalidChangeBatch",
        "[Tried to delete resource record set [name='gone.example.com.', type='A'] but it was not found]",
    )
    code, message = refused(("DELETE", _a("www.example.com", "192.0.2.7")))
    assert code == "InvalidChangeBatch" and "do not match the current values" in message
    code, message = refused(
        (
            "CREATE",
            {"Name": "example.com", "Type": "CNAME", "TTL": 5, "ResourceRecords": [{"Value": "x.org"}]},
        )
    )
    assert code == "InvalidChangeBatch" and "is not permitted at apex in zone example.com." in message
    code, message = refused(
        (
            "CREATE",
            {"Name": "www.example.com", "Type": "CNAME", "TTL": 5, "ResourceRecords": [{"Value": "x.org"}]},
        )
    )
    assert code == "InvalidChangeBatch" and "conflicts with other records with the same DNS name" in message
    code, message = refused(("CREATE", _a("www.other.org", "192.0.2.1")))
    assert code == "InvalidChangeBatch" and "is not permitted in zone example.com." in message
    code, message = refused(("CREATE", _a("bad.example.com", "300.1.1.1")))
    assert code == "InvalidChangeBatch" and "ARRDATAIllegalIPv4Address" in message
    code, _ = refused(
        ("CREATE", {"Name": "t.example.com", "Type": "A", "ResourceRecords": [{"Value": "192.0.2.1"}]})
    )
    assert code == "InvalidInput"
    code, _ = refused(
        (
            "CREATE",
            {
                **_a("t.example.com", "192.0.2.1"),
                "AliasTarget": {
                    "HostedZoneId": zone,
                    "DNSName": "www.example.com",
                    "EvaluateTargetHealth": False,
                },
            },
        )
    )
    assert code == "InvalidInput"
    code, _ = refused(("CREATE", _a("w.example.com", "192.0.2.1", Weight=10)))
    assert code == "InvalidInput"
    code, message = refused(
        ("DELETE", {"Name": "example.com", "Type": "SOA", "TTL": 900, "ResourceRecords": [{"Value": "x"}]})
    )
    assert code == "InvalidChangeBatch"
    code, _ = refused(
        (
            "CREATE",
            {**_a("t.example.com", "192.0.2.1"), "HealthCheckId": "00000000-0000-0000-0000-000000000000"},
        )
    )
    assert code == "NoSuchHealthCheck"
    with pytest.raises(ClientError) as err:
        _change(r53, "ZNOTHERE", ("CREATE", _a("www.example.com", "192.0.2.1")))
    assert _code(err) == "NoSuchHostedZone"
    names = [s["Name"] for s in r53.list_resource_record_sets(HostedZoneId=zone)["ResourceRecordSets"]]
    assert names == ["example.com.", "example.com.", "www.example.com."]


def test_aliases_and_routing_policies(r53: Any) -> None:
    zone = _zone(r53)
    _change(
        r53,
        zone,
        ("CREATE", _a("origin.example.com", "192.0.2.1")),
        (
            "CREATE",
            {
                "Name": "example.com",
                "Type": "A",
                "AliasTarget": {
                    "HostedZoneId": zone,
                    "DNSName": "origin.example.com",
                    "EvaluateTargetHealth": False,
                },
            },
        ),
        (
            "CREATE",
            {
                "Name": "api.example.com",
                "Type": "A",
                "AliasTarget": {
                    "HostedZoneId": "Z1UJRXOUMOOFQ8",
                    "DNSName": "d-abc123.execute-api.us-east-1.amazonaws.com",
                    "EvaluateTargetHealth": True,
                },
            },
        ),
        ("CREATE", _a("w.example.com", "192.0.2.1", SetIdentifier="blue", Weight=90)),
        ("CREATE", _a("w.example.com", "192.0.2.2", SetIdentifier="green", Weight=10)),
        ("CREATE", _a("f.example.com", "192.0.2.3", SetIdentifier="main", Failover="PRIMARY")),
        ("CREATE", _a("l.example.com", "192.0.2.4", SetIdentifier="east", Region="us-east-1")),
    )
    sets = {
        (s["Name"], s["Type"], s.get("SetIdentifier")): s
        for s in r53.list_resource_record_sets(HostedZoneId=zone)["ResourceRecordSets"]
    }
    assert sets[("example.com.", "A", None)]["AliasTarget"] == {
        "HostedZoneId": zone,
        "DNSName": "origin.example.com.",
        "EvaluateTargetHealth": False,
    }
    assert sets[("api.example.com.", "A", None)]["AliasTarget"]["HostedZoneId"] == "Z1UJRXOUMOOFQ8"
    assert sets[("w.example.com.", "A", "blue")]["Weight"] == 90
    assert sets[("w.example.com.", "A", "green")]["Weight"] == 10
    assert sets[("f.example.com.", "A", "main")]["Failover"] == "PRIMARY"
    assert sets[("l.example.com.", "A", "east")]["Region"] == "us-east-1"
    with pytest.raises(ClientError) as err:
        _change(
            r53,
            zone,
            (
                "CREATE",
                {
                    "Name": "x.example.com",
                    "Type": "A",
                    "AliasTarget": {
                        "HostedZoneId": zone,
                        "DNSName": "nothing.example.com",
                        "EvaluateTargetHealth": False,
                    },
                },
            ),
        )
    assert (
        _code(err) == "InvalidChangeBatch"
        and "but that target was not found" in err.value.response["Error"]["Message"]
    )


def test_listing_order_and_pagination(r53: Any) -> None:
    zone = _zone(r53)
    wanted = ["a.example.com.", "b.a.example.com.", "z.example.com."]
    _change(r53, zone, *[("CREATE", _a(n, "192.0.2.1")) for n in reversed(wanted)])
    _change(
        r53,
        zone,
        ("CREATE", _a("w.example.com", "192.0.2.1", SetIdentifier="one", Weight=1)),
        ("CREATE", _a("w.example.com", "192.0.2.2", SetIdentifier="two", Weight=1)),
    )
    order: list[tuple[str, str, str | None]] = []
    kwargs: dict[str, Any] = {"HostedZoneId": zone, "MaxItems": "2"}
    pages = 0
    while True:
        page = r53.list_resource_record_sets(**kwargs)
        pages += 1
        assert page["MaxItems"] == "2"
        order += [(s["Name"], s["Type"], s.get("SetIdentifier")) for s in page["ResourceRecordSets"]]
        if not page["IsTruncated"]:
            break
        kwargs.update(StartRecordName=page["NextRecordName"], StartRecordType=page["NextRecordType"])
        kwargs.pop("StartRecordIdentifier", None)
        if "NextRecordIdentifier" in page:
            kwargs["StartRecordIdentifier"] = page["NextRecordIdentifier"]
    assert pages == 4
    assert order == [
        ("example.com.", "NS", None),
        ("example.com.", "SOA", None),
        ("a.example.com.", "A", None),
        ("b.a.example.com.", "A", None),
        ("w.example.com.", "A", "one"),
        ("w.example.com.", "A", "two"),
        ("z.example.com.", "A", None),
    ]
    paginated = [
        s["Name"]
        for p in r53.get_paginator("list_resource_record_sets").paginate(
            HostedZoneId=zone, PaginationConfig={"PageSize": 3}
        )
        for s in p["ResourceRecordSets"]
    ]
    assert paginated == [o[0] for o in order]
    with pytest.raises(ClientError) as err:
        r53.list_resource_record_sets(HostedZoneId=zone, StartRecordType="A")
    assert _code(err) == "InvalidInput"


def test_zone_listings_page_and_sort_by_name(r53: Any) -> None:
    for i, name in enumerate(["b.org", "a.com", "c.com"]):
        _zone(r53, name, f"r{i}")
    first = r53.list_hosted_zones(MaxItems="2")
    assert [z["Name"] for z in first["HostedZones"]] == ["b.org.", "a.com."] and first["IsTruncated"]
    rest = r53.list_hosted_zones(Marker=first["NextMarker"])
    assert [z["Name"] for z in rest["HostedZones"]] == ["c.com."] and not rest["IsTruncated"]
    by_name = r53.list_hosted_zones_by_name()
    assert [z["Name"] for z in by_name["HostedZones"]] == ["a.com.", "c.com.", "b.org."]
    from_c = r53.list_hosted_zones_by_name(DNSName="c.com", MaxItems="1")
    assert [z["Name"] for z in from_c["HostedZones"]] == ["c.com."] and from_c["NextDNSName"] == "b.org."
    with pytest.raises(ClientError) as err:
        r53.list_hosted_zones(Marker="ZNOPE")
    assert _code(err) == "InvalidInput"


def test_tags_on_zones_and_health_checks(r53: Any) -> None:
    zone = _zone(r53)
    r53.change_tags_for_resource(
        ResourceType="hostedzone",
        ResourceId=zone,
        AddTags=[{"Key": "env", "Value": "dev"}, {"Key": "team", "Value": "a"}],
    )
    r53.change_tags_for_resource(ResourceType="hostedzone", ResourceId=zone, RemoveTagKeys=["team"])
    found = r53.list_tags_for_resource(ResourceType="hostedzone", ResourceId=zone)["ResourceTagSet"]
    assert found == {
        "ResourceType": "hostedzone",
        "ResourceId": zone,
        "Tags": [{"Key": "env", "Value": "dev"}],
    }
    with pytest.raises(ClientError) as err:
        r53.list_tags_for_resource(ResourceType="hostedzone", ResourceId="ZNOPE")
    assert _code(err) == "NoSuchHostedZone"
    with pytest.raises(ClientError) as err:
        r53.list_tags_for_resource(
            ResourceType="healthcheck", ResourceId="00000000-0000-0000-0000-000000000000"
        )
    assert _code(err) == "NoSuchHealthCheck"


def test_a_body_that_is_not_the_schemas_document_is_invalid_input(labcloud: Any) -> None:
    import urllib.error
    import urllib.request

    for body in (b"<CreateHostedZoneRequest><Name>x", b"<Other><Name>x.example</Name></Other>"):
        request = urllib.request.Request(
            f"{labcloud.endpoint}/2013-04-01/hostedzone", data=body, method="POST"
        )
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(request, timeout=30)
        text = err.value.read().decode()
        assert err.value.code == 400 and "<Code>InvalidInput</Code>" in text and "Invalid XML ; " in text
        assert text.startswith(
            '<?xml version="1.0" encoding="UTF-8"?>\n<ErrorResponse xmlns="https://route53'
        )
