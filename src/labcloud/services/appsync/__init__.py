"""AWS AppSync."""
