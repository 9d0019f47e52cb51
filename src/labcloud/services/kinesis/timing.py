"""How long a stream stays in its passing states: CREATING after CreateStream, UPDATING after a
reshard or an encryption change. AWS takes seconds to minutes; labcloud only a moment, so a
client that polls (a waiter, Terraform) sees the state and then ACTIVE at its next look."""

from __future__ import annotations

CREATING_S = 0.25
UPDATING_S = 0.25
