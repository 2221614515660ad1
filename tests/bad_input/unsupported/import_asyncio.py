import asyncio
