"""The availability zones each region answers: three per region (``<region>a``..``c``), with ids like
``use1-az1`` derived from the region's name. No zone holds anything: subnets only name them."""

from __future__ import annotations

from typing import Any

ZONES_PER_REGION = 3


def _short(region: str) -> str:
    parts = region.split("-")
    if len(parts) < 3:
        return region.replace("-", "")[:6]
    return parts[0] + "".join(p[0] for p in parts[1:-1]) + parts[-1]


def zones(region: str) -> list[dict[str, Any]]:
    short = _short(region)
    return [
        {
            "ZoneName": f"{region}{letter}",
            "ZoneId": f"{short}-az{index + 1}",
            "State": "available",
            "OptInStatus": "opt-in-not-required",
            "Messages": [],
            "RegionName": region,
            "GroupName": region,
            "GroupLongName": region,
            "NetworkBorderGroup": region,
            "ZoneType": "availability-zone",
        }
        for index, letter in enumerate("abcdef"[:ZONES_PER_REGION])
    ]


def zone_named(region: str, name: str | None, zone_id: str | None) -> dict[str, Any] | None:
    for zone in zones(region):
        if (name is not None and zone["ZoneName"] == name) or (
            zone_id is not None and zone["ZoneId"] == zone_id
        ):
            return zone
    return None
