# A small particle simulation: integer physics with walls, collisions counted
# per particle, and particle subclasses overriding a step method.


class Particle:
    def __init__(self, x, y, vx, vy):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.bounces = 0

    def step(self, w, h):
        self.x += self.vx
        self.y += self.vy
        if self.x < 0 or self.x >= w:
            self.vx = -self.vx
            self.x += 2 * self.vx
            self.bounces += 1
        if self.y < 0 or self.y >= h:
            self.vy = -self.vy
            self.y += 2 * self.vy
            self.bounces += 1


class Heavy(Particle):
    def __init__(self, x, y, vx, vy):
        super().__init__(x, y, vx, vy)
        self.mass = 5

    def step(self, w, h):
        super().step(w, h)
        self.vy += 1 if self.vy < 3 else 0


class Drifter(Particle):
    def step(self, w, h):
        self.vx = (self.vx + self.bounces) % 5 - 2
        Particle.step(self, w, h)


class World:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.parts = []
        self.ticks = 0

    def add(self, p):
        self.parts.append(p)

    def tick(self):
        for p in self.parts:
            p.step(self.w, self.h)
        self.ticks += 1

    def energy(self):
        return sum(p.vx * p.vx + p.vy * p.vy for p in self.parts)


world = World(50, 30)
for i in range(15):
    kind = (Particle, Heavy, Drifter)[i % 3]
    world.add(kind(i * 3 % 50, i * 7 % 30, i % 4 + 1, i % 3 - 1))

for t in range(800):
    world.tick()
    if t % 200 == 0:
        print(t, world.energy(), sum(p.bounces for p in world.parts))
print(world.ticks, [(p.x, p.y) for p in world.parts[:6]])
print([p.bounces for p in world.parts])
print(sum(getattr(p, "mass", 1) for p in world.parts))
