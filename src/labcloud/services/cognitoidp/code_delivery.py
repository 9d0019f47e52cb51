"""What AWS reports of a code it sent (``CodeDeliveryDetails``): the medium, the attribute, and the
destination masked as Cognito masks it (``a***@e***`` for an e-mail address, ``+*******1234`` for a phone)."""

from __future__ import annotations


def delivery(attribute: str, value: str) -> dict[str, str]:
    if attribute == "email":
        domain = value.rsplit("@", 1)[-1]
        return {
            "Destination": f"{value[:1]}***@{domain[:1]}***",
            "DeliveryMedium": "EMAIL",
            "AttributeName": "email",
        }
    return {"Destination": "+*******" + value[-4:], "DeliveryMedium": "SMS", "AttributeName": attribute}
