"""Lab scenarios: starting resources, instructions, and a checker that confirms each step from events."""
